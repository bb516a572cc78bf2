import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryScreenHost } from '@pasture/ui';
import { ResultErrorScreen, ResultSuccessScreen } from '@pasture/ui/screens/result';
import { inContentArea } from '../../support/contentArea';
import { stepText, text } from '../../support/texts';
import { expectWording } from '../../support/wording';

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

/** Contract §8's success result and §2's progress: waiting, processing, officially launched. */
export const Success: Story = {
  tags: ['visual-en'],
  args: { onPrint: fn() },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: text('result.success.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('result.success.subTitle'))).toBeVisible();
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
    await expect(items[2]).toHaveTextContent(
      stepText(
        text('result.success.steps.purchase'),
        'wait',
        text('result.success.status.waiting'),
      ),
    );
    await expect(items[4]).toHaveTextContent(
      stepText(text('result.success.steps.launch'), 'wait', text('result.success.status.waiting')),
    );
    await expectWording('result.success.subTitle', {
      'en-US': 'The form is submitted successfully!',
    });
    await expectWording('result.success.status.processing', { 'en-US': 'Processing' });
    await expectWording('result.success.status.waiting', { 'en-US': 'Waiting' });
    await expectWording('result.success.steps.launch', { 'en-US': 'Officially launched' });

    await userEvent.click(canvas.getByRole('button', { name: text('result.success.print') }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: text('result.success.projectList') }));
    await expect(navigated).toHaveBeenCalledWith({ to: '/list/search-table', replace: false });
  },
};

/**
 * Contract §8's error result: 'Submit Error' / 'Submit failed, please retry', Go back / Return for correction / Go
 * home, and the details.
 */
export const ErrorResult: Story = {
  tags: ['visual-en'],
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
    await expectWording('result.error.title', { 'en-US': 'Submit Error' });
    await expectWording('result.error.subTitle', { 'en-US': 'Submit failed, please retry' });
    await expectWording('result.error.goBack', { 'en-US': 'Go back' });
    await expectWording('result.error.correct', { 'en-US': 'Return for correction' });
    await expectWording('result.error.goHome', { 'en-US': 'Go home' });

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
