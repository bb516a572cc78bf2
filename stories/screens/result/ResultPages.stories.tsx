import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryScreenHost } from '@pasture/ui';
import { ResultErrorScreen, ResultSuccessScreen } from '@pasture/ui/screens/result';
import { inContentArea } from '../../support/contentArea';
import { stepText, text } from '../../support/texts';

/** Where the page asked to go: the story's own host records it. */
const navigated = fn();
const left = fn();

const meta = {
  title: 'Screens/Result/ResultPages',
  component: ResultSuccessScreen,
  decorators: [
    inContentArea,
    (Story) => (
      <MemoryScreenHost initialPath="/result/success" onNavigate={navigated} onLeave={left}>
        <Story />
      </MemoryScreenHost>
    ),
  ],
  beforeEach() {
    navigated.mockClear();
    left.mockClear();
  },
} satisfies Meta<typeof ResultSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { onPrint: fn() },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('result.success.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('groupForm.submitted'))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('result.success.progress') }),
    ).toBeVisible();
    const steps = canvas.getByRole('list', { name: text('result.success.stepsLabel') });
    const items = within(steps).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(
      stepText(
        text('result.success.steps.apply'),
        'finish',
        text('result.success.status.submitted'),
      ),
    );
    await expect(items[1]).toHaveTextContent(
      stepText(
        text('result.success.steps.review'),
        'process',
        text('result.success.status.processing'),
      ),
    );
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[4]).toHaveTextContent(
      stepText(text('result.success.steps.launch'), 'wait', text('result.success.status.waiting')),
    );

    await userEvent.click(canvas.getByRole('button', { name: text('result.success.print') }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: text('result.success.projectList') }));
    await expect(navigated).toHaveBeenCalledWith({ to: '/list/search-table', replace: false });
  },
};

/** contract §8 and §2 in English: 'The form is submitted successfully!'; waiting, processing, launched. */
export const SuccessEnglish: Story = {
  tags: ['edge-case', '!autodocs'],
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Submit Success' })).toBeVisible();
    await expect(canvas.getByText('The form is submitted successfully!')).toBeVisible();
    const items = within(
      canvas.getByRole('list', { name: 'Progress of the application' }),
    ).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Processing');
    await expect(items[2]).toHaveTextContent('Waiting');
    await expect(items[4]).toHaveTextContent('Officially launched');
  },
};

export const ErrorResult: Story = {
  render: () => <ResultErrorScreen registrationUrl="https://pasture.example.com/registration" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('result.error.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('result.error.subTitle'))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: text('result.error.details') }),
    ).toBeVisible();
    const details = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(details).toHaveLength(2);
    await expect(details[0]).toHaveTextContent(
      `${text('result.error.domain')} ${text('result.error.registration')}`,
    );
    const link = within(details[0] as HTMLElement).getByRole('link', {
      name: text('result.error.registration'),
    });
    await expect(link).toHaveAttribute('href', 'https://pasture.example.com/registration');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(details[1]).toHaveTextContent(text('result.error.authority'));

    await userEvent.click(canvas.getByRole('button', { name: text('result.error.correct') }));
    await expect(navigated).toHaveBeenLastCalledWith({ to: '/form/step', replace: false });
    await userEvent.click(canvas.getByRole('button', { name: text('result.error.goHome') }));
    await expect(navigated).toHaveBeenLastCalledWith({
      to: '/dashboard/workplace',
      replace: false,
    });
    await userEvent.click(canvas.getByRole('button', { name: text('result.error.goBack') }));
    await expect(left).toHaveBeenCalledOnce();
  },
};

/** contract §8 in English: 'Submit Error' / 'Submit failed, please retry', Go Back / return for correction / go home. */
export const ErrorEnglish: Story = {
  tags: ['edge-case', '!autodocs'],
  globals: { locale: 'en-US' },
  render: () => <ResultErrorScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Submit Error' })).toBeVisible();
    await expect(canvas.getByText('Submit failed, please retry')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return for correction' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go home' })).toBeVisible();
    const details = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(details[0]).toHaveTextContent(
      'This domain is not registered yet; see the registration process: Registration process',
    );
    await expect(
      within(details[0] as HTMLElement).getByRole('link', { name: 'Registration process' }),
    ).toHaveAttribute('href', 'https://arco.design/vue/docs/pro/faq');
    await expect(details[1]).toHaveTextContent(
      'Your user group does not have the authority to perform this operation.',
    );
  },
};
