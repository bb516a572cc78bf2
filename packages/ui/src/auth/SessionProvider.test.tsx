import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { createSessionStore, type SessionStore } from './session';
import { SessionProvider, useSession, useSessionStore } from './SessionProvider';
import { createTokenStore } from './tokenStore';

let store: SessionStore;

function makeStore(): SessionStore {
  const tokenStore = createTokenStore();
  const client = createApiClient({
    getToken: tokenStore.get,
    onSessionExpired: vi.fn(),
  });
  store = createSessionStore({ client, tokenStore });
  return store;
}

function RoleBadge() {
  const { role, farm } = useSession();
  const { setRole } = useSessionStore();
  return (
    <div>
      <p>Role: {role ?? 'none'}</p>
      <p>Farm: {farm?.farmName ?? 'none'}</p>
      <button type="button" onClick={() => setRole('admin')}>
        Become admin
      </button>
    </div>
  );
}

afterEach(() => store.dispose());

describe('SessionProvider', () => {
  it('renders the session and re-renders when it changes', async () => {
    render(
      <SessionProvider store={makeStore()}>
        <RoleBadge />
      </SessionProvider>,
    );
    expect(screen.getByText('Role: none')).toBeInTheDocument();
    act(() =>
      store.setFarm({ farmCode: 'NX-YC-003', farmId: 1003, farmName: '宁夏银川生态奶源基地' }),
    );
    expect(screen.getByText('Farm: 宁夏银川生态奶源基地')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Become admin' }));
    expect(screen.getByText('Role: admin')).toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    makeStore();
    // React reports the render error on console.error before rethrowing it; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow(
      'useSessionStore must be used inside <SessionProvider store={...}>.',
    );
  });
});
