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

describe('Permission', () => {
  it('shows the children to a listed role', () => {
    render(
      <Permission roles={['admin']}>
        <button type="button">Delete farm</button>
      </Permission>,
      { wrapper: wrapperFor('admin') },
    );
    expect(screen.getByRole('button', { name: 'Delete farm' })).toBeInTheDocument();
  });

  it('shows nothing, or the fallback, to a role that is not listed', () => {
    const { rerender } = render(
      <Permission roles={['admin']}>
        <button type="button">Delete farm</button>
      </Permission>,
      { wrapper: wrapperFor('user') },
    );
    expect(screen.queryByRole('button', { name: 'Delete farm' })).not.toBeInTheDocument();

    rerender(
      <Permission roles={['admin']} fallback={<p>Admins only</p>}>
        <button type="button">Delete farm</button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: 'Delete farm' })).not.toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
  });

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

  it('throws a clear error when roles is not an array (contract §5)', () => {
    // React reports the thrown render error through console.error before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notAnArray = 'admin' as unknown as PermissionRoles;
    expect(() =>
      render(<Permission roles={notAnArray}>secret</Permission>, { wrapper: wrapperFor('admin') }),
    ).toThrow('need roles! Like <Permission roles={["admin"]}>');
    expect(() =>
      renderHook(() => usePermission(undefined as unknown as PermissionRoles), {
        wrapper: wrapperFor('admin'),
      }),
    ).toThrow(/need roles!/);
  });
});
