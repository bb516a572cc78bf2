import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageBox } from '@pasture/ui';
import { MESSAGE_MOCK_MESSAGES, messageScenarios } from '@pasture/ui/mocks';
import messageBoxEn from '../../packages/ui/src/shell/MessageBox/locales/en-US.json';
import messageBoxZh from '../../packages/ui/src/shell/MessageBox/locales/zh-CN.json';
import { formatMessageTime } from '../../packages/ui/src/shell/MessageBox/messageBox.format';
import { messageFixturesIn } from '../../packages/ui/src/shell/MessageBox/messageBox.fixtures';
import { withLoggedIn } from '../support/loggedIn';
import { serverText, storyLocale, text } from '../support/texts';
import { usage } from '../support/usage';

/** A navbar-like strip, so the bell sits at the right edge and the popover opens below it as in the console. */
function NavbarStrip({ children }: { children: React.ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        height: 60,
        alignItems: 'center',
        justifyContent: 'flex-end',
        padding: '0 20px',
        borderBottom: '1px solid var(--pc-border-2)',
        background: 'var(--pc-bg-2)',
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Shell/MessageBox',
  component: MessageBox,
  args: { defaultOpen: true, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 640 }}>
        <NavbarStrip>
          <Story />
        </NavbarStrip>
      </div>
    ),
    // The message calls need a session (contract §10.3): the box is a logged-in admin's.
    withLoggedIn('admin'),
  ],
  // Docs pages show each story in an iframe of its own: an open overlay covers its story, not the page.
  parameters: {
    docs: {
      description: {
        component: usage({
          when: 'The bell with unread messages, notices and to-dos.',
          do: ['Mark an entry read only when the server confirmed it.'],
          dont: ['Use it for feedback on an action: that is a Toast.'],
          content: 'Entry titles say who or what, then the subject.',
        }),
      },
      story: { inline: false, height: '560px' },
    },
  },
} satisfies Meta<typeof MessageBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const bundleOf = (globals: Record<string, unknown>) =>
  (globals.locale === 'en-US' ? messageBoxEn : messageBoxZh).messageBox;

type Texts = ReturnType<typeof bundleOf>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const unreadName = (s: Texts, total: number) => s.triggerUnread.replace('{{total}}', String(total));
const tabName = (s: Texts, tab: keyof Texts['tabs'], unread: number) =>
  unread > 0
    ? s.tabWithCount.replace('{{label}}', s.tabs[tab]).replace('{{unread}}', String(unread))
    : s.tabs[tab];
const markReadName = (s: Texts, title: string) => s.markReadOf.replace('{{title}}', title);

/** An entry as the mock answers it in the play's language (names stay as they are). */
function entry(id: number) {
  const found = messageFixturesIn(storyLocale()).find((message) => message.id === id);
  if (!found) throw new Error(`No message ${id} in the fixtures.`);
  return found;
}
/** An entry's accessible name: "title subtitle" ('郑曦月 的私信', '郑曦月 sent you a message'). */
const entryName = (id: number) => {
  const { title, subTitle } = entry(id);
  return subTitle ? `${title} ${subTitle}` : title;
};

async function openedBox(canvasElement: HTMLElement, s: Texts) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: s.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Opened on the six debug messages: three messages, two notices, one todo; four unread. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const bell = await canvas.findByRole('button', { name: unreadName(s, 4) });
    await expect(within(bell).getByText('4')).toBeVisible();
    const box = await openedBox(canvasElement, s);
    await expect(box.getByRole('tab', { name: tabName(s, 'message', 2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(box.getByRole('tab', { name: tabName(s, 'notice', 1) })).toBeVisible();
    await expect(box.getByRole('tab', { name: tabName(s, 'todo', 1) })).toBeVisible();
    await expect(await box.findAllByRole('listitem')).toHaveLength(3);
    const first = box.getByRole('listitem', { name: entryName(1) });
    await expect(within(first).getByText(entry(1).content)).toBeVisible();
    // Sent today at 12:30: 'Today 12:30' / '今天 12:30'.
    await expect(
      within(first).getByText(formatMessageTime(storyLocale(), entry(1).time)),
    ).toBeVisible();
    await expect(
      within(first).getByRole('button', { name: markReadName(s, entryName(1)) }),
    ).toBeVisible();
    const read = box.getByRole('listitem', { name: entryName(3) });
    await expect(within(read).queryByRole('button', { name: new RegExp(s.markRead) })).toBeNull();
    await expect(box.getByRole('button', { name: s.markAllRead })).toBeEnabled();
  },
};

/** Closed: the bell alone, its badge showing the unread total. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const s = bundleOf(globals);
    const bell = await canvas.findByRole('button', { name: unreadName(s, 4) });
    await expect(within(bell).getByText('4')).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();

    await userEvent.click(bell);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const box = await openedBox(canvasElement, s);
    await expect(await box.findAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** The notice and todo tabs: the state tag of each entry, read entries greyed out. */
export const EachTab: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await box.findAllByRole('listitem');

    await userEvent.click(box.getByRole('tab', { name: tabName(s, 'notice', 1) }));
    const renewal = await box.findByRole('listitem', { name: entryName(4) });
    await expect(within(renewal).getByText(s.tags.expiring)).toBeVisible();
    await expect(within(renewal).getByText(s.unread)).toBeInTheDocument();
    const rule = box.getByRole('listitem', { name: entryName(5) });
    await expect(within(rule).getByText(s.tags.enabled)).toBeVisible();
    await expect(within(rule).getByText(s.read)).toBeInTheDocument();
    await expect(box.queryByRole('listitem', { name: entryName(1) })).toBeNull();

    await userEvent.click(box.getByRole('tab', { name: tabName(s, 'todo', 1) }));
    const todo = await box.findByRole('listitem', { name: entryName(6) });
    await expect(within(todo).getByText(s.tags.notStarted)).toBeVisible();
    await expect(box.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Clicking "mark as read" on one entry: it turns read once the server confirmed, and the counts follow. */
export const MarkOneRead: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await box.findAllByRole('listitem');
    const entry = box.getByRole('listitem', { name: entryName(1) });
    await userEvent.click(
      within(entry).getByRole('button', { name: markReadName(s, entryName(1)) }),
    );
    await waitFor(() => expect(within(entry).getByText(s.read)).toBeInTheDocument());
    await expect(within(entry).queryByRole('button', { name: new RegExp(s.markRead) })).toBeNull();
    await expect(box.getByRole('tab', { name: tabName(s, 'message', 1) })).toBeVisible();
    const bell = canvas.getByRole('button', { name: unreadName(s, 3) });
    await expect(within(bell).getByText('3')).toBeVisible();
  },
};

/** "All read" marks every unread entry of the current tab read; other tabs keep theirs. */
export const MarkAllRead: Story = {
  tags: ['edge-case', '!autodocs'],
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await box.findAllByRole('listitem');
    await userEvent.click(box.getByRole('button', { name: s.markAllRead }));
    await waitFor(() =>
      expect(box.getByRole('tab', { name: tabName(s, 'message', 0) })).toBeVisible(),
    );
    await expect(box.getAllByText(s.read)).toHaveLength(3);
    await expect(box.getByRole('button', { name: s.markAllRead })).toBeDisabled();
    await expect(box.getByRole('tab', { name: tabName(s, 'notice', 1) })).toBeVisible();
    const bell = canvas.getByRole('button', { name: unreadName(s, 2) });
    await expect(within(bell).getByText('2')).toBeVisible();
  },
};

/** No messages at all: every tab shows its empty state, the bell no badge. */
export const Empty: Story = {
  parameters: { msw: { handlers: { messageBox: messageScenarios.empty } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await expect(await box.findByText(s.empty.message)).toBeVisible();
    await expect(canvas.getByRole('button', { name: s.trigger })).toBeVisible();
    await expect(box.getByRole('button', { name: s.markAllRead })).toBeDisabled();
    await userEvent.click(box.getByRole('tab', { name: s.tabs.notice }));
    await expect(await box.findByText(s.empty.notice)).toBeVisible();
    await userEvent.click(box.getByRole('tab', { name: s.tabs.todo }));
    await expect(await box.findByText(s.empty.todo)).toBeVisible();
  },
};

/** Everything already read: no badge and no counts on the tabs. */
export const AllRead: Story = {
  parameters: { msw: { handlers: { messageBox: messageScenarios.allRead } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await waitFor(() => expect(box.getAllByText(s.read)).toHaveLength(3));
    const bell = canvas.getByRole('button', { name: s.trigger });
    await expect(within(bell).queryByText(/\d/)).toBeNull();
    await expect(box.getByRole('tab', { name: s.tabs.message })).toBeVisible();
    await expect(box.getByRole('tab', { name: s.tabs.notice })).toBeVisible();
    await expect(box.getByRole('button', { name: s.markAllRead })).toBeDisabled();
  },
};

/** The list takes 3 s: skeletons in the popover, no badge yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { messageBox: messageScenarios.slow } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    const skeletons = await box.findAllByRole('status', {
      name: text('components.loading'),
    });
    await expect(skeletons.length).toBeGreaterThanOrEqual(1);
    for (const skeleton of skeletons) await expect(skeleton).toBeVisible();
    await expect(box.queryByRole('listitem')).toBeNull();
    await expect(box.queryByRole('button', { name: s.markAllRead })).toBeNull();
    await expect(canvas.getByRole('button', { name: s.trigger })).toBeVisible();
  },
};

/** The list call fails: the error with the server's message and a retry (the server still fails). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { messageBox: messageScenarios.serverError } } },
  play: async ({ canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    const alert = await box.findByRole('alert');
    await expect(alert).toHaveTextContent(s.loadFailed);
    await expect(alert).toHaveTextContent(serverText(MESSAGE_MOCK_MESSAGES.listFailed));
    await userEvent.click(box.getByRole('button', { name: s.retry }));
    await expect(await box.findByRole('alert')).toHaveTextContent(s.loadFailed);
    await expect(box.queryByRole('listitem')).toBeNull();
  },
};

/** The read call fails: the entry stays unread, the error says so, the badge keeps its count. */
export const ReadFails: Story = {
  tags: ['edge-case', '!autodocs'],
  parameters: { msw: { handlers: { messageBox: messageScenarios.readFails } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await box.findAllByRole('listitem');
    const entry = box.getByRole('listitem', { name: entryName(2) });
    await userEvent.click(
      within(entry).getByRole('button', { name: markReadName(s, entryName(2)) }),
    );
    const alert = await box.findByRole('alert');
    await expect(alert).toHaveTextContent(s.readFailed);
    await expect(within(entry).getByText(s.unread)).toBeInTheDocument();
    await expect(
      within(entry).getByRole('button', { name: markReadName(s, entryName(2)) }),
    ).toBeEnabled();
    await expect(box.getByRole('tab', { name: tabName(s, 'message', 2) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: unreadName(s, 4) })).toBeVisible();
  },
};

/**
 * No message source (a console against a real server, which contract §7 does not give the message calls): the box
 * calls nothing, shows no badge and says it has no source, instead of failing.
 */
export const WithoutSource: Story = {
  args: { source: null },
  // Were the box to call the message list anyway, it would fail and say so.
  parameters: { msw: { handlers: { messageBox: messageScenarios.serverError } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = bundleOf(globals);
    const box = await openedBox(canvasElement, s);
    await expect(box.getByText(s.noSource)).toBeVisible();
    await expect(box.queryByRole('alert')).toBeNull();
    await expect(box.queryByRole('tab')).toBeNull();
    const bell = canvas.getByRole('button', { name: s.trigger });
    await expect(within(bell).queryByText(/\d/)).toBeNull();
  },
};
