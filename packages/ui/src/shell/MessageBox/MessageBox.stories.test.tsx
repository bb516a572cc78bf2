import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../../../../stories/shell/MessageBox.stories';
import { endpoints } from '../../endpoints';
import { debugOk } from '../../mocks/responses';
import { server } from '../../mocks/node';
import { mockRoute } from '../../mocks/route';
import { buildMessages, messageFixturesIn } from './messageBox.fixtures';
import { messageScenarios } from './messageBox.handlers';

// What the stories' plays do not assert, on the stories' own setup (a logged-in admin's box, the stories' mocks).
// The states they show — counts, tabs, tags, marking read, empty, all read, loading, errors — are theirs.
const { Default, Closed, ReadFails, ServerError } = composeStories(stories);

/** Renders a story after its loaders and beforeEach (the MSW handlers of its parameters, a fresh mock state). */
async function renderStory(Story: typeof Default, args: Parameters<typeof Default>[0] = {}) {
  await Story.load();
  render(<Story {...args} />);
}

async function openedBox() {
  const box = within(await screen.findByRole('dialog', { name: 'Notifications' }));
  await box.findAllByRole('listitem');
  return box;
}

const english = new Map(messageFixturesIn('en-US').map((message) => [message.id, message]));
const textOf = (id: number, field: 'title' | 'content') => english.get(id)?.[field] ?? '';

/** A read handler that answers only when the test says so; added after the story's handlers. */
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

describe('MessageBox (on its stories)', () => {
  it('keeps an entry unread and busy until the read call succeeded', async () => {
    await renderStory(Default);
    const box = await openedBox();
    const held = heldReadCall();

    await userEvent.click(
      box.getByRole('button', { name: 'Mark as read: 郑曦月 sent you a message' }),
    );
    await waitFor(() => expect(held.bodies).toEqual([{ ids: [1] }]));
    const entry = box.getByRole('listitem', { name: '郑曦月 sent you a message' });
    expect(entry).toHaveAttribute('aria-busy', 'true');
    expect(within(entry).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    held.release();
    await waitFor(() => expect(within(entry).getByText('Read')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('marks an unread entry read when it is clicked, with one request', async () => {
    await renderStory(Default);
    const box = await openedBox();
    const held = heldReadCall();
    await userEvent.click(box.getByText(textOf(2, 'content')));
    held.release();
    await waitFor(() =>
      expect(
        within(box.getByRole('listitem', { name: '宁波 replied' })).getByText('Read'),
      ).toBeInTheDocument(),
    );
    expect(held.bodies).toEqual([{ ids: [2] }]);
  });

  it('sends the unread ids of the tab with "All read", busy until answered', async () => {
    await renderStory(Default);
    const box = await openedBox();
    const held = heldReadCall();
    const all = box.getByRole('button', { name: 'All read' });
    await userEvent.click(all);
    await waitFor(() => expect(held.bodies).toEqual([{ ids: [1, 2] }]));
    expect(all).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(box.getByRole('tab', { name: 'Message' })).toBeInTheDocument());
  });

  it('closes the read error with its Close button', async () => {
    await renderStory(ReadFails);
    const box = await openedBox();
    await userEvent.click(
      box.getByRole('button', { name: 'Mark as read: 郑曦月 sent you a message' }),
    );
    const alert = await box.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(box.queryByRole('alert')).toBeNull();
  });

  it('caps the badge at 99+', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...buildMessages({ type: 'message', status: 0 })[index % 6],
      id: index + 1,
    }));
    await Closed.load();
    // After the story's loader, which sets the server's handlers to the story's.
    server.use(mockRoute(endpoints.messageList, () => debugOk(many)));
    render(<Closed />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('loads the list after a failed load when Retry finds the server back', async () => {
    await renderStory(ServerError);
    const box = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await box.findByRole('alert');
    // Back to the working mocks: the story's failing handlers go.
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
      await renderStory(Closed);
      const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
      expect(calls).toHaveBeenCalledTimes(1);
      await userEvent.click(bell);
      await openedBox();
      expect(calls).toHaveBeenCalledTimes(2);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(bell);
      await openedBox();
      await waitFor(() => expect(calls).toHaveBeenCalledTimes(3));
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it('offers "View more" with onViewMore and passes the tab', async () => {
    const onViewMore = vi.fn();
    await renderStory(Default, { onViewMore, defaultTab: 'todo' });
    const box = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await box.findByRole('listitem', { name: textOf(6, 'title') });
    await userEvent.click(box.getByRole('button', { name: 'View more' }));
    expect(onViewMore).toHaveBeenCalledWith({ type: 'todo' });
  });

  it('keeps the loaded list with a warning when a refresh fails', async () => {
    await renderStory(Default);
    const box = await openedBox();
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
