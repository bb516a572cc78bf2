import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BasicProfileScreen } from '@pasture/ui/screens/basic-profile';
import { BASIC_PROFILE_MOCK_MESSAGES, basicProfileScenarios } from '@pasture/ui/mocks';
import { inContentArea } from '../../support/contentArea';
import { withLoggedIn } from '../../support/loggedIn';
import { serverText, stepText, storyLocale, text } from '../../support/texts';
import { operationLogIn } from '../../../packages/ui/src/screens/profile/basic/basicProfile.fixtures';

const meta = {
  title: 'Screens/Profile/BasicProfile',
  component: BasicProfileScreen,
  // Every call of the page needs an admin session (contract §10.3): each story starts logged in as the admin.
  decorators: [inContentArea, withLoggedIn('admin')],
  parameters: { pasture: { initialPath: '/profile/basic' } },
} satisfies Meta<typeof BasicProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer and the session prompt are portalled to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('basicProfile.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('basicProfile.goBack') })).toBeVisible();
    const steps = await canvas.findByRole('list', { name: text('basicProfile.steps.label') });
    const items = within(steps).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(
      stepText(
        text('basicProfile.steps.commit'),
        'finish',
        text('basicProfile.steps.commitDescription'),
      ),
    );
    await expect(items[1]).toHaveTextContent(
      stepText(
        text('basicProfile.steps.approval'),
        'process',
        text('basicProfile.steps.approvalDescription'),
      ),
    );
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent(
      stepText(
        text('basicProfile.steps.finish'),
        'wait',
        text('basicProfile.steps.finishDescription'),
      ),
    );

    const current = canvas.getByRole('region', { name: text('basicProfile.parameters.current') });
    await expect(
      within(current).getByRole('heading', {
        level: 3,
        name: text('basicProfile.parameters.video'),
      }),
    ).toBeVisible();
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.matchMode') + text('basicProfile.values.mode.custom'),
    );
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.acquisitionResolution') + '720*1280',
    );
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.acquisitionFrameRate') +
        text('basicProfile.values.fps', { value: 15 }),
    );
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.encodingRateMin') + text('basicProfile.values.bps', { value: 300 }),
    );
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.encodingRateMax') + text('basicProfile.values.bps', { value: 800 }),
    );
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.encodingRateDefault') +
        text('basicProfile.values.bps', { value: 500 }),
    );
    await expect(current).toHaveTextContent(text('basicProfile.fields.encodingProfile') + 'high');
    await expect(
      within(current).getByRole('heading', {
        level: 3,
        name: text('basicProfile.parameters.audio'),
      }),
    ).toBeVisible();
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.acquisitionChannels') +
        text('basicProfile.values.channels', { count: 2 }),
    );
    await expect(current).toHaveTextContent(
      text('basicProfile.fields.encodingRate') + text('basicProfile.values.kbps', { value: 128 }),
    );
    await expect(current).toHaveTextContent(text('basicProfile.fields.encodingProfile') + 'AAC-LC');

    const previous = canvas.getByRole('region', { name: text('basicProfile.parameters.previous') });
    await expect(
      within(previous).getByRole('heading', {
        level: 3,
        name: text('basicProfile.parameters.previousVideo'),
      }),
    ).toBeVisible();
    await expect(previous).toHaveTextContent(
      text('basicProfile.fields.matchMode') + text('basicProfile.values.mode.default'),
    );
    await expect(previous).toHaveTextContent(
      text('basicProfile.fields.acquisitionFrameRate') +
        text('basicProfile.values.fps', { value: 25 }),
    );
    await expect(previous).toHaveTextContent(
      text('basicProfile.fields.encodingRate') + text('basicProfile.values.kbps', { value: 96 }),
    );

    const log = await canvas.findByRole('table', { name: text('basicProfile.log.title') });
    const rows = within(log).getAllByRole('row');
    await expect(rows).toHaveLength(operationLogIn(storyLocale()).length + 1);
    await expect(
      within(log)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      text('basicProfile.log.contentNumber'),
      text('basicProfile.log.updateContent'),
      text('basicProfile.log.status'),
      text('basicProfile.log.updateTime'),
      text('dataComponents.table.actions'),
    ]);
    await expect(rows[1]).toHaveTextContent('PX-20250312-004');
    await expect(rows[1]).toHaveTextContent(text('user.certification.status.auditing'));
    await expect(rows[3]).toHaveTextContent(text('basicProfile.log.pass'));
    await expect(rows[3]).toHaveTextContent('2025-03-11 09:12:45');
    await expect(within(log).getAllByText(text('user.certification.status.auditing'))).toHaveLength(
      2,
    );
    await expect(within(log).getAllByText(text('basicProfile.log.pass'))).toHaveLength(2);
  },
};

/** View opens the entry's details beside the log; closing goes back to the row. */
export const ViewOperation: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const view = await canvas.findByRole('button', {
      name: text('basicProfile.log.viewLabel', { number: 'PX-20250311-002' }),
    });
    await userEvent.click(view);
    const drawer = await page(canvasElement).findByRole('dialog', {
      name: text('basicProfile.log.details', { number: 'PX-20250311-002' }),
    });
    await expect(drawer).toHaveTextContent(
      text('basicProfile.log.updateContent') +
        (operationLogIn(storyLocale()).find((entry) => entry.contentNumber === 'PX-20250311-002')
          ?.updateContent ?? ''),
    );
    await expect(drawer).toHaveTextContent(
      text('basicProfile.log.status') + text('basicProfile.log.pass'),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: text('components.close') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(view).toHaveFocus();
  },
};

/** The change is complete: every step is done. */
export const Finished: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.finished } } },
  play: async ({ canvas }) => {
    const steps = await canvas.findByRole('list', { name: text('basicProfile.steps.label') });
    const items = within(steps).getAllByRole('listitem');
    await expect(items[2]).toHaveTextContent(
      stepText(
        text('basicProfile.steps.finish'),
        'finish',
        text('basicProfile.steps.finishDescription'),
      ),
    );
    for (const item of items) await expect(item).not.toHaveAttribute('aria-current');
  },
};

/** A first change: no original parameters, nothing in the operation log yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('basicProfile.parameters.noPrevious'))).toBeVisible();
    await expect(await canvas.findByText(text('basicProfile.log.empty'))).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: text('basicProfile.parameters.current') }),
    ).toHaveTextContent(
      text('basicProfile.fields.acquisitionFrameRate') +
        text('basicProfile.values.fps', { value: 15 }),
    );
    await expect(canvas.queryByRole('table', { name: text('basicProfile.log.title') })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    await expect(skeletons).toHaveLength(4);
    await expect(canvas.queryByRole('table', { name: text('basicProfile.log.title') })).toBeNull();
  },
};

/** Both calls fail: each block names itself, says why and offers Retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.error } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(4));
    const alerts = canvas.getAllByRole('alert');
    const sections = [
      text('basicProfile.steps.label'),
      text('basicProfile.parameters.current'),
      text('basicProfile.parameters.previous'),
      text('basicProfile.log.title'),
    ];
    for (const [index, section] of sections.entries()) {
      await expect(alerts[index]).toHaveTextContent(text('components.loadFailed', { section }));
    }
    for (const alert of alerts) {
      await expect(alert).toHaveTextContent(serverText(BASIC_PROFILE_MOCK_MESSAGES.serverError));
      await expect(
        within(alert).getByRole('button', { name: text('components.retry') }),
      ).toBeVisible();
    }
  },
};

/** Only the log fails: the rest of the page is there, and Retry reloads the log alone. */
export const OperationLogError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.logError } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      text('components.loadFailed', { section: text('basicProfile.log.title') }),
    );
    await expect(
      await canvas.findByRole('list', { name: text('basicProfile.steps.label') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: text('basicProfile.parameters.current') }),
    ).toHaveTextContent(
      text('basicProfile.fields.acquisitionFrameRate') +
        text('basicProfile.values.fps', { value: 15 }),
    );
  },
};

/** The session has expired: the prompt asks to log in again. */
export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { basicProfile: basicProfileScenarios.unauthorized } } },
  play: async ({ canvasElement }) => {
    const prompt = await page(canvasElement).findByRole('alertdialog', {
      name: text('api.session.title401'),
    });
    await waitFor(() => expect(prompt).toBeVisible());
  },
};
