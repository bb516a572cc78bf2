import { describe, expect, it } from 'vitest';
import { PASTURE_NAMESPACE } from '../i18n/localeBundle';
import { demoAccounts } from '../mocks/auth/auth.fixtures';
import { createPastureRuntime } from './createPastureRuntime';

async function loggedInRuntime() {
  const admin = demoAccounts.find((account) => account.role === 'admin');
  if (!admin) throw new Error('demoAccounts must hold an admin account.');
  const runtime = createPastureRuntime({ debug: true });
  await runtime.session.login({ mobile: admin.mobile, password: admin.password });
  const farmId = runtime.session.getState().farm?.farmId ?? null;
  const { queryClient } = runtime;
  queryClient.setQueryData(['workplace', 'content-data', { farmId }], 'old farm figures');
  queryClient.setQueryData(['farms'], ['farm list']);
  return { runtime, farmId };
}

describe('the runtime follows the session with its query cache', () => {
  it('on a farm switch marks what is not farm-scoped stale, and leaves farm-scoped entries alone', async () => {
    const { runtime, farmId } = await loggedInRuntime();
    const { queryClient } = runtime;
    const otherFarm = farmId === 1001 ? 1002 : 1001;
    await runtime.session.changeFarm({ farmId: otherFarm });
    expect(queryClient.getQueryState(['farms'])?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(['workplace', 'content-data', { farmId }])?.isInvalidated,
    ).toBe(false);
  });

  it('empties the cache when the user logs out', async () => {
    const { runtime } = await loggedInRuntime();
    await runtime.session.logout();
    expect(runtime.queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('a host that brings its own i18n instance', () => {
  it('keeps its texts and namespace; the runtime keeps its messages in the library namespace', async () => {
    const { default: i18next } = await import('i18next');
    const hostI18n = i18next.createInstance();
    await hostI18n.init({
      lng: 'en',
      defaultNS: 'app',
      resources: { en: { app: { host: { title: 'Barn planner' } } } },
    });
    const runtime = createPastureRuntime({ i18n: hostI18n });
    expect(runtime.i18n).toBe(hostI18n);
    expect(hostI18n.t('host.title')).toBe('Barn planner');
    expect(hostI18n.options.defaultNS).toBe('app');
    expect(hostI18n.getResource('en-US', PASTURE_NAMESPACE, 'api.error')).toBe('Error');
  });
});
