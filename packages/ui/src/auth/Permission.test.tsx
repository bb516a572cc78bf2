import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import type { Role } from '../constants';
import { Permission, usePermission, type PermissionRoles } from './Permission';
import { createSessionStore, type SessionStore } from './session';
import { SessionProvider } from './SessionProvider';
import { createTokenStore } from './tokenStore';

let store: SessionStore;
const stores: SessionStore[] = [];

function makeStore(role: Role | null): SessionStore {
  const tokenStore = createTokenStore();
  const client = createApiClient({
    getToken: tokenStore.get,
    onSessionExpired: vi.fn(),
  });
  store = createSessionStore({ client, tokenStore });
  stores.push(store);
  if (role) store.setRole(role);
  return store;
}

function wrapperFor(role: Role | null) {
  const session = makeStore(role);
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <SessionProvider store={session}>{children}</SessionProvider>;
  };
}

afterEach(() => {
  for (const made of stores.splice(0)) made.dispose();
});

// Content shown to a listed role, nothing or the fallback to another, '*' for a user and the error for roles that
// are not an array are the Permission stories'. Here: a role change while mounted, and the hook's other cases.
describe('Permission', () => {
  it('follows a role change', () => {
    render(
      <Permission roles={['admin']}>
        <button type="button">Delete farm</button>
      </Permission>,
      { wrapper: wrapperFor('user') },
    );
    expect(screen.queryByRole('button', { name: 'Delete farm' })).not.toBeInTheDocument();
    act(() => store.setRole('admin'));
    expect(screen.getByRole('button', { name: 'Delete farm' })).toBeInTheDocument();
  });

  it("admits any logged-in role with '*', and nobody without a session", () => {
    const asUser = renderHook(() => usePermission(['*']), { wrapper: wrapperFor('user') });
    expect(asUser.result.current).toBe(true);
    const anonymous = renderHook(() => usePermission(['*']), { wrapper: wrapperFor(null) });
    expect(anonymous.result.current).toBe(false);
    const none = renderHook(() => usePermission([]), { wrapper: wrapperFor('admin') });
    expect(none.result.current).toBe(false);
    const both = renderHook(() => usePermission(['admin', 'user']), {
      wrapper: wrapperFor('user'),
    });
    expect(both.result.current).toBe(true);
  });

  it('throws a clear error from the hook when roles is not an array (contract §5)', () => {
    // React reports the thrown render error through console.error before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => usePermission(undefined as unknown as PermissionRoles), {
        wrapper: wrapperFor('admin'),
      }),
    ).toThrow(/need roles!/);
  });
});
