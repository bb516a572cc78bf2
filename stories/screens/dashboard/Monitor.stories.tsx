import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { focusManager } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scriptedChatLine } from '@pasture/ui/testing';
import { MONITOR_MOCK_MESSAGES, monitorScenarios } from '@pasture/ui/mocks';
import { MonitorScreen } from '@pasture/ui/screens/monitor';
import { inContentArea, inWidth } from '../../support/contentArea';
import { demoAccountOf, withLoggedIn } from '../../support/loggedIn';
import { storyLocale, text, serverText } from '../../support/texts';
import { studiosIn } from '../../../packages/ui/src/screens/dashboard/monitor/monitor.fixtures';

const admin = demoAccountOf('admin');

/**
 * On a docs page the chat does not poll: the page settles (nothing to wait for, nothing re-rendering every two
 * seconds). The chat polls only while the page has focus (`refetchIntervalInBackground: false`), so the docs page
 * reports no focus to TanStack Query while it shows this screen; a story's own canvas polls as in the console.
 */
function QuietOnDocsPage({ docs, children }: { docs: boolean; children: ReactNode }) {
  useEffect(() => {
    if (!docs) return undefined;
    focusManager.setFocused(false);
    return () => focusManager.setFocused(undefined);
  }, [docs]);
  return <>{children}</>;
}
const quietOnDocsPages: Decorator = (Story, { viewMode }) => (
  <QuietOnDocsPage docs={viewMode === 'docs'}>
    <Story />
  </QuietOnDocsPage>
);

const meta = {
  title: 'Screens/Dashboard/Monitor',
  component: MonitorScreen,
  // Sending, collecting and the quick operations act for the logged-in user.
  decorators: [inContentArea, withLoggedIn('admin'), quietOnDocsPages],
  parameters: {
    pasture: { initialPath: '/dashboard/monitor' },
    // The chat's times are the clock's when the room opened and when a message was sent: right, but a second later
    // on a busy machine. The pictures leave them out (Chromatic and the local check alike).
    chromatic: { ignoreSelectors: ['[role="log"] time'] },
  },
} satisfies Meta<typeof MonitorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The mock answers in the request's language: the studios and the chat as the play's language reads them.
const firstLine = () => scriptedChatLine(0, storyLocale());
const failedStudio = () => studiosIn(storyLocale())[0];
const passedVideoStudio = () => studiosIn(storyLocale())[1];
const studioTitle = (id: string) =>
  studiosIn(storyLocale()).find((studio) => studio.id === id)?.title;

/** The jump button's name, '{n} new messages', for any n the chat can have gathered. */
const isNewMessages = (name: string) =>
  Array.from({ length: 99 }, (_, index) => index + 1).some(
    (count) => name === text('monitor.chat.newMessages', { count }),
  );

/** The chat's log (a scrolling region) and the message entries in it. */
async function chatLog(canvas: ReturnType<typeof within>) {
  const log = await canvas.findByRole('log', { name: text('monitor.chat.log') });
  await within(log).findAllByRole('listitem');
  return log;
}

export const Default: Story = {
  tags: ['visual-en'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('monitor.title') }),
    ).toBeInTheDocument();
    const log = await chatLog(canvas);
    await expect(within(log).getAllByText(firstLine().content)[0]).toBeInTheDocument();

    const videoTab = await canvas.findByRole('tab', {
      name: text('monitor.studios.count', { method: text('monitor.liveMethods.video'), count: 2 }),
    });
    await expect(videoTab).toHaveAttribute('aria-selected', 'true');
    const table = canvas.getByRole('table', { name: text('monitor.liveMethods.video') });
    const failedRow = within(table).getByRole('row', {
      name: new RegExp(failedStudio()?.title ?? ''),
    });
    await expect(within(failedRow).getByText(text('monitor.studios.auditFailed'))).toBeVisible();
    const passedRow = within(table).getByRole('row', {
      name: new RegExp(passedVideoStudio()?.title ?? ''),
    });
    await expect(within(passedRow).queryByText(text('monitor.studios.auditFailed'))).toBeNull();

    await expect(
      canvas.getByRole('img', {
        name: text('monitor.preview.poster', { title: failedStudio()?.title }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(text('monitor.preview.viewers', { value: '36,000' })),
    ).toBeVisible();
    await expect(canvas.getByText(text('monitor.status.fluency.smooth'))).toBeVisible();
    const streams = canvas.getByRole('table', { name: text('monitor.status.streams') });
    await expect(
      within(streams).getByRole('rowheader', { name: text('monitor.status.roles.hot') }),
    ).toBeVisible();
    await expect(canvas.getByText(failedStudio()?.onlineNotification ?? '')).toBeVisible();
  },
};

/** New messages arrive while the page is open; a reader who scrolled up keeps their place and gets a counter. */
export const NewMessagesCounter: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const before = within(log).getAllByRole('listitem').length;
    log.scrollTo({ top: 0 });
    await waitFor(() => expect(log.scrollTop).toBe(0));
    // The mock adds a message every 3 s and the page asks every 2 s.
    const jump = await canvas.findByRole('button', { name: isNewMessages }, { timeout: 10_000 });
    await expect(log.scrollTop).toBe(0);
    await expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(before);
    await userEvent.click(jump);
    await waitFor(() =>
      expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(24),
    );
    await expect(canvas.queryByRole('button', { name: isNewMessages })).toBeNull();
  },
};

export const CollectMessage: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const [entry] = within(log).getAllByRole('listitem');
    if (!entry) throw new Error('no chat entry');
    const star = within(entry).getByRole('button', {
      name: text('monitor.chat.collect', { username: firstLine().username }),
    });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  },
};

/**
 * Sending: the required and length checks, then a message that lands at the end of the chat. In a quiet room, so
 * the chat holds the same messages however long the typing took.
 */
export const SendMessage: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { monitor: monitorScenarios.quiet } } },
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const box = canvas.getByRole('textbox', { name: text('messageBox.tabs.message') });
    await userEvent.click(canvas.getByRole('button', { name: text('monitor.chat.send') }));
    await expect(await canvas.findByText(text('monitor.chat.errors.required'))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: text('monitor.chat.send') }));
    await expect(await canvas.findByText(text('monitor.chat.errors.required'))).toBeVisible();

    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('挤'.repeat(201));
    await expect(
      await canvas.findByText(text('monitor.chat.errors.max', { max: 200 })),
    ).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, '请问今天几点出栏？{Enter}');
    const mine = await within(log).findByText('请问今天几点出栏？');
    const entry = mine.closest('li');
    if (!entry) throw new Error('the message is not in an entry');
    await expect(within(entry).getByText(admin.name)).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/** The server refuses the message: the error policy toasts its words and the typed text stays. */
export const SendError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { monitor: monitorScenarios.sendError } } },
  play: async ({ canvas, canvasElement }) => {
    await chatLog(canvas);
    const box = canvas.getByRole('textbox', { name: text('messageBox.tabs.message') });
    await userEvent.type(box, '牛群真壮观');
    await userEvent.click(canvas.getByRole('button', { name: text('monitor.chat.send') }));
    const toast = await page(canvasElement).findByText(
      serverText(MONITOR_MOCK_MESSAGES.sendFailed),
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(box).toHaveValue('牛群真壮观');
  },
};

/** The live-method tabs filter the studios; Preview shows a studio in the blocks around the list. */
export const PickStudio: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('tab', {
        name: text('monitor.studios.count', {
          method: text('monitor.liveMethods.normal'),
          count: 2,
        }),
      }),
    );
    const table = await canvas.findByRole('table', { name: text('monitor.liveMethods.normal') });
    // Until a studio is picked, the first of the tab is on show.
    await expect(
      within(table).getByRole('button', {
        name: text('monitor.studios.preview', {
          action: text('monitor.studios.previewing'),
          title: studioTitle('a3c5e871'),
        }),
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(table).getByRole('button', {
        name: text('monitor.studios.preview', {
          action: text('monitor.studios.previewAction'),
          title: studioTitle('c90d4b17'),
        }),
      }),
    );
    await expect(
      canvas.getByRole('img', {
        name: text('monitor.preview.poster', { title: studioTitle('c90d4b17') }),
      }),
    ).toBeVisible();
    await expect(
      within(table).getByRole('button', {
        name: text('monitor.studios.preview', {
          action: text('monitor.studios.previewing'),
          title: studioTitle('c90d4b17'),
        }),
      }),
    ).toBeDisabled();
    await expect(
      canvas.getByText(text('monitor.preview.viewers', { value: '3,902' })),
    ).toBeVisible();
    await expect(canvas.getByText(text('monitor.status.fluency.stuck'))).toBeVisible();

    await userEvent.click(
      canvas.getByRole('tab', {
        name: text('monitor.studios.count', { method: text('monitor.liveMethods.web'), count: 2 }),
      }),
    );
    const web = await canvas.findByRole('table', { name: text('monitor.liveMethods.web') });
    await expect(within(web).getByText(text('monitor.studios.auditFailed'))).toBeVisible();
    // The picked studio stays on show while another tab is open.
    await expect(
      canvas.getByRole('img', {
        name: text('monitor.preview.poster', { title: studioTitle('c90d4b17') }),
      }),
    ).toBeVisible();
  },
};

export const QuickOperation: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text('monitor.studios.preview', {
          action: text('monitor.studios.previewAction'),
          title: passedVideoStudio()?.title,
        }),
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text('monitor.operations.changeClarity') }),
    );
    const done = await page(canvasElement).findByText(
      text('monitor.operations.done.changeClarity', { title: passedVideoStudio()?.title }),
    );
    await waitFor(() => expect(done).toBeVisible());

    await userEvent.click(
      canvas.getByRole('button', {
        name: text('monitor.studios.preview', {
          action: text('monitor.studios.previewAction'),
          title: failedStudio()?.title,
        }),
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text('monitor.operations.pushGasket') }),
    );
    const refused = await page(canvasElement).findByText(
      serverText(MONITOR_MOCK_MESSAGES.auditLocked),
    );
    await waitFor(() => expect(refused).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.slow } } },
  play: async ({ canvas }) => {
    const skeletons = await canvas.findAllByRole('status', { name: text('components.loading') });
    // The chat, the preview, the list, the status, the operations and the information.
    await expect(skeletons.length).toBeGreaterThanOrEqual(6);
    await expect(
      canvas.getByRole('textbox', { name: text('messageBox.tabs.message') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('monitor.chat.empty'))).toBeVisible();
    await waitFor(async () => {
      await expect(canvas.getAllByText(text('monitor.noStudio'))).toHaveLength(4);
    });
    await expect(canvas.getByText(text('components.empty'))).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { monitor: monitorScenarios.error } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('monitor.chat.title') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('monitor.studios.title') }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(text('components.loadFailed', { section: text('monitor.preview.title') })),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(serverText(MONITOR_MOCK_MESSAGES.studioError)).length,
    ).toBeGreaterThan(0);
  },
};

/** Only the chat fails: the studio blocks still load. */
export const ChatError: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { monitor: monitorScenarios.chatError } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        text('components.loadFailed', { section: text('monitor.chat.title') }),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: text('monitor.liveMethods.video') }),
    ).toBeVisible();
  },
};

export const Unauthorized: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { monitor: monitorScenarios.unauthorized } } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('heading', { name: text('api.session.title401') }),
      ).toBeVisible(),
    );
  },
};

/** The page given 360 px: one column, the chat under the studio blocks. */
export const Narrow: Story = {
  decorators: [inWidth(360)],
  play: async ({ canvas }) => {
    const log = await chatLog(canvas);
    const preview = canvas.getByRole('heading', { name: text('monitor.preview.title') });
    await expect(preview.getBoundingClientRect().top).toBeLessThan(log.getBoundingClientRect().top);
    await expect(log.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
