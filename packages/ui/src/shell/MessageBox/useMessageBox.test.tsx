import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { ApiProvider } from '../../api/ApiProvider';
import { server } from '../../mocks/node';
import { messageScenarios } from './messageBox.handlers';
import { useMessageBox, type UseMessageBoxOptions } from './useMessageBox';

function renderUseMessageBox(options?: UseMessageBoxOptions) {
  const client = createApiClient({
    debug: true,
    getToken: () => null,
    onErrorToast: vi.fn(),
    onSessionExpired: vi.fn(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>{children}</ApiProvider>
  );
  return renderHook(() => useMessageBox(options), { wrapper });
}

describe('useMessageBox', () => {
  it('loads the list and counts unread entries per tab', async () => {
    const { result } = renderUseMessageBox();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.messages).toHaveLength(6));
    expect(result.current.loading).toBe(false);
    expect(result.current.unreadCounts).toEqual({ message: 2, notice: 1, todo: 1 });
    expect(result.current.totalUnread).toBe(4);
  });

  it('marks every tab read with markAllRead() and reports the pending state', async () => {
    const { result } = renderUseMessageBox();
    await waitFor(() => expect(result.current.messages).not.toBeNull());
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.markAllRead();
    });
    expect(result.current.markingAll).toBe('all');
    expect([...result.current.pendingIds]).toEqual([1, 2, 4, 6]);
    await act(async () => {
      await expect(done).resolves.toBe(true);
    });
    expect(result.current.totalUnread).toBe(0);
    expect(result.current.markingAll).toBeNull();
    expect(result.current.pendingIds.size).toBe(0);
  });

  it('keeps entries unread and exposes the error when the read call fails', async () => {
    server.use(...messageScenarios.readFails);
    const { result } = renderUseMessageBox();
    await waitFor(() => expect(result.current.messages).not.toBeNull());
    await act(async () => {
      await expect(result.current.markRead([1, 3])).resolves.toBe(false);
    });
    expect(result.current.readError).toMatchObject({ kind: 'business' });
    expect(result.current.unreadCounts.message).toBe(2);
    act(() => result.current.dismissReadError());
    expect(result.current.readError).toBeNull();
  });

  it('waits for reload() when not enabled', async () => {
    const { result } = renderUseMessageBox({ enabled: false });
    expect(result.current.loading).toBe(false);
    expect(result.current.messages).toBeNull();
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.messages).toHaveLength(6));
  });

  it('keeps the loaded list when a reload fails', async () => {
    const { result } = renderUseMessageBox();
    await waitFor(() => expect(result.current.messages).toHaveLength(6));
    server.use(...messageScenarios.networkError);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loadError).toMatchObject({ kind: 'network' }));
    expect(result.current.messages).toHaveLength(6);
  });
});
