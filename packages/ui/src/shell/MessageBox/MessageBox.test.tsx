import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../endpoints';
import { mockRoute } from '../../mocks/route';
import { createI18n } from '../../i18n/createI18n';
import { demoAccounts } from '../../mocks/auth/auth.fixtures';
import { debugOk } from '../../mocks/responses';
import { server } from '../../mocks/node';
import { createPastureRuntime } from '../../runtime/createPastureRuntime';
import { PastureProvider } from '../../runtime/PastureProvider';
import { MessageBox, type MessageBoxProps } from './MessageBox';
import { buildMessages, messageFixturesIn } from './messageBox.fixtures';
import { MESSAGE_MOCK_MESSAGES, messageScenarios } from './messageBox.handlers';

// The box runs in en-US, so the mock answers its texts in English.
const english = new Map(messageFixturesIn('en-US').map((message) => [message.id, message]));
const textOf = (id: number, field: 'title' | 'content') => english.get(id)?.[field] ?? '';

/** The box of a logged-in admin: the message calls need a session (mocks/access.ts). */
async function renderBox(props: MessageBoxProps = {}) {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const { mobile, password } = demoAccounts.find((account) => account.role === 'admin') ?? {};
  if (!mobile || !password) throw new Error('demoAccounts must hold an admin account.');
  await runtime.session.login({ mobile, password });
  render(
    <PastureProvider runtime={runtime}>
      <MessageBox {...props} />
    </PastureProvider>,
  );
  return { runtime };
}

async function openBox(name: RegExp | string = /^Notifications/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

function item(box: ReturnType<typeof within>, name: string) {
  return box.getByRole('listitem', { name });
}

/** A read handler that answers only when the test says so. */
function heldReadCall() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  server.use(
    mockRoute(endpoints.messageRead, async ({ request }) => {
      bodies.push(await request.json());
      await released;
      return debugOk(true);
    }),
  );
  return { release, bodies };
}

describe('MessageBox', () => {
  it('shows the unread total on the bell and per tab', async () => {
    await renderBox();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(within(bell).getByText('4')).toBeInTheDocument();

    const box = await openBox();
    expect(box.getByRole('tab', { name: 'Message (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(box.getByRole('tab', { name: 'Notice (1)' })).toBeInTheDocument();
    expect(box.getByRole('tab', { name: 'Todo (1)' })).toBeInTheDocument();
    const messages = await box.findAllByRole('listitem');
    expect(messages).toHaveLength(3);
    const first = item(box, '郑曦月 sent you a message');
    expect(within(first).getByText(textOf(1, 'content'))).toBeInTheDocument();
    expect(within(first).getByText('Today 12:30')).toBeInTheDocument();
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    expect(within(item(box, '王晓牧 replied')).getByText('Read')).toBeInTheDocument();
    expect(
      within(item(box, '王晓牧 replied')).queryByRole('button', { name: /Mark as read/ }),
    ).toBeNull();
  });

  it('shows the state tag of notices and todos', async () => {
    await renderBox();
    const box = await openBox();
    await userEvent.click(box.getByRole('tab', { name: 'Notice (1)' }));
    expect(
      within(await box.findByRole('listitem', { name: textOf(4, 'title') })).getByText(
        'Expiring soon',
      ),
    ).toBeInTheDocument();
    expect(within(item(box, textOf(5, 'title'))).getByText('Enabled')).toBeInTheDocument();
    await userEvent.click(box.getByRole('tab', { name: 'Todo (1)' }));
    expect(
      within(await box.findByRole('listitem', { name: textOf(6, 'title') })).getByText(
        'Not started',
      ),
    ).toBeInTheDocument();
  });

  it('turns an entry read only after the read call succeeded', async () => {
    await renderBox();
    const box = await openBox('Notifications, 4 unread');
    await box.findAllByRole('listitem');
    const held = heldReadCall();

    await userEvent.click(
      box.getByRole('button', { name: 'Mark as read: 郑曦月 sent you a message' }),
    );
    await waitFor(() => expect(held.bodies).toEqual([{ ids: [1] }]));
    // Still unread while the server has not answered.
    const entry = item(box, '郑曦月 sent you a message');
    expect(entry).toHaveAttribute('aria-busy', 'true');
    expect(within(entry).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    held.release();
    await waitFor(() => expect(within(entry).getByText('Read')).toBeInTheDocument());
    expect(within(entry).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(box.getByRole('tab', { name: 'Message (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('marks an unread entry read when it is clicked, with one request', async () => {
    await renderBox();
    const box = await openBox();
    await box.findAllByRole('listitem');
    const held = heldReadCall();
    await userEvent.click(box.getByText(textOf(2, 'content')));
    held.release();
    await waitFor(() =>
      expect(within(item(box, '宁波 replied')).getByText('Read')).toBeInTheDocument(),
    );
    expect(held.bodies).toEqual([{ ids: [2] }]);
  });

  it('keeps the entry unread and says so when the read call fails', async () => {
    server.use(...messageScenarios.readFails);
    await renderBox();
    const box = await openBox();
    await box.findAllByRole('listitem');
    await userEvent.click(
      box.getByRole('button', { name: 'Mark as read: 郑曦月 sent you a message' }),
    );

    const alert = await box.findByRole('alert');
    expect(alert).toHaveTextContent('Could not mark as read; it is still unread');
    expect(alert).toHaveTextContent(MESSAGE_MOCK_MESSAGES.readFailed);
    const entry = item(box, '郑曦月 sent you a message');
    expect(within(entry).getByText('Unread')).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: /Mark as read/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(box.queryByRole('alert')).toBeNull();
  });

  it('marks all entries of the current tab read with "All read"', async () => {
    await renderBox();
    const box = await openBox();
    await box.findAllByRole('listitem');
    const held = heldReadCall();
    const all = box.getByRole('button', { name: 'All read' });
    await userEvent.click(all);
    await waitFor(() => expect(held.bodies).toEqual([{ ids: [1, 2] }]));
    expect(all).toHaveAttribute('aria-busy', 'true');
    held.release();

    await waitFor(() => expect(box.getByRole('tab', { name: 'Message' })).toBeInTheDocument());
    expect(box.getAllByText('Read')).toHaveLength(3);
    expect(box.getByRole('button', { name: 'All read' })).toBeDisabled();
    // The other tabs keep their unread entries.
    expect(box.getByRole('tab', { name: 'Notice (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('shows each tab empty and no badge when there are no messages', async () => {
    server.use(...messageScenarios.empty);
    await renderBox();
    const box = await openBox();
    expect(await box.findByText('No messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'All read' })).toBeDisabled();
    await userEvent.click(box.getByRole('tab', { name: 'Notice' }));
    expect(await box.findByText('No notices')).toBeInTheDocument();
    await userEvent.click(box.getByRole('tab', { name: 'Todo' }));
    expect(await box.findByText('No to-dos')).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    server.use(...messageScenarios.allRead);
    await renderBox();
    await openBox();
    await waitFor(() => expect(screen.getAllByText('Read')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Message' })).toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...buildMessages({ type: 'message', status: 0 })[index % 6],
      id: index + 1,
    }));
    server.use(mockRoute(endpoints.messageList, () => debugOk(many)));
    await renderBox();
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('shows the load error with a retry that loads the list', async () => {
    server.use(...messageScenarios.serverError);
    await renderBox();
    const box = await openBox();
    const alert = await box.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load messages');
    expect(alert).toHaveTextContent(MESSAGE_MOCK_MESSAGES.listFailed);
    expect(box.queryByRole('button', { name: 'All read' })).toBeNull();

    server.resetHandlers();
    await userEvent.click(box.getByRole('button', { name: 'Retry' }));
    expect(
      await box.findByRole('listitem', { name: '郑曦月 sent you a message' }),
    ).toBeInTheDocument();
    expect(box.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('loads on mount and again on every opening', async () => {
    const calls = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === endpoints.messageList.path) calls();
    });
    try {
      await renderBox();
      await screen.findByRole('button', { name: 'Notifications, 4 unread' });
      expect(calls).toHaveBeenCalledTimes(1);
      await openBox();
      await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await openBox();
      await waitFor(() => expect(calls).toHaveBeenCalledTimes(3));
      await screen.findAllByRole('listitem');
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it('offers "View more" only with onViewMore and passes the tab', async () => {
    const onViewMore = vi.fn();
    await renderBox({ onViewMore, defaultTab: 'todo' });
    const box = await openBox();
    await box.findByRole('listitem', { name: textOf(6, 'title') });
    await userEvent.click(box.getByRole('button', { name: 'View more' }));
    expect(onViewMore).toHaveBeenCalledWith({ type: 'todo' });
  });

  it('keeps the loaded list with a warning when a refresh fails', async () => {
    await renderBox();
    const box = await openBox();
    await box.findByRole('listitem', { name: '郑曦月 sent you a message' });
    server.use(...messageScenarios.networkError);
    await userEvent.click(box.getByRole('button', { name: 'Refresh' }));
    const alert = await box.findByRole('alert');
    expect(alert).toHaveTextContent('Refresh failed; showing what was loaded before');
    expect(box.getAllByRole('listitem')).toHaveLength(3);

    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(box.queryByRole('alert')).toBeNull());
    expect(box.getAllByRole('listitem')).toHaveLength(3);
  });
});
