import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../api';
import { createI18n } from '../i18n/createI18n';
import { demoAccounts, demoFarms } from '../mocks/auth/auth.fixtures';
import { authScenarios } from '../mocks/auth/auth.handlers';
import { server } from '../mocks/node';
import { createPastureRuntime } from '../runtime/createPastureRuntime';
import { useFarmList } from './useFarmList';

async function loggedInWrapper() {
  const runtime = createPastureRuntime({
    i18n: createI18n({ locale: 'en-US', persist: false }),
    debug: true,
  });
  const [admin] = demoAccounts;
  if (!admin) throw new Error('demoAccounts must hold an admin account.');
  await runtime.session.login({ mobile: admin.mobile, password: admin.password });
  return {
    runtime,
    wrapper: ({ children }: { children: ReactNode }) => (
      <ApiProvider client={runtime.client}>{children}</ApiProvider>
    ),
  };
}

describe('useFarmList', () => {
  it('waits while disabled and loads each time it is enabled', async () => {
    const { wrapper } = await loggedInWrapper();
    const { result, rerender } = renderHook(({ enabled }) => useFarmList({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(result.current.state).toEqual({ status: 'idle' });

    rerender({ enabled: true });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', farms: demoFarms }),
    );

    rerender({ enabled: false });
    rerender({ enabled: true });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });

  it('fails silently into an error state that reload recovers from', async () => {
    server.use(...authScenarios.farmListErrorOnce);
    const { wrapper, runtime } = await loggedInWrapper();
    const { result } = renderHook(() => useFarmList(), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    expect(runtime.toaster.getSnapshot()).toEqual([]);

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', farms: demoFarms }),
    );
  });
});
