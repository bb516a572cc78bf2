import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { endpoints } from '../endpoints';
import { createQueryClient } from '../data/queryClient';
import { server } from '../mocks/node';
import { createSettingsStore } from '../settings/settingsStore';
import { createServerMenuPaths, type ServerMenuTextKey } from './serverMenu';

/**
 * The server menu's load (menuFromServer): a failure is said once and tried again in the background with growing
 * pauses, never again on each navigation; the Storybook story shows the notices themselves.
 */
function setup() {
  const settings = createSettingsStore({ storage: null });
  settings.update({ menuFromServer: true });
  const shown: { type: string; message: ServerMenuTextKey }[] = [];
  const paths = createServerMenuPaths({
    settings,
    client: createApiClient({ debug: true, getToken: () => null, onSessionExpired: vi.fn() }),
    queryClient: createQueryClient(),
    toaster: {
      show: (toast) => {
        shown.push({ type: toast.type, message: toast.message as ServerMenuTextKey });
        return toast.id ?? '';
      },
    },
    t: (key) => key,
    retryDelays: [2_000, 4_000],
  });
  return { settings, shown, paths };
}

function menuAnswers(outcomes: ('fail' | 'ok')[]) {
  const calls = { count: 0 };
  server.use(
    http.post(`*${endpoints.serverMenu.path}`, () => {
      const outcome = outcomes[calls.count] ?? 'ok';
      calls.count += 1;
      return outcome === 'fail'
        ? HttpResponse.json({ code: 50000, msg: 'menu down', status: 'fail', data: null })
        : HttpResponse.json({
            code: 20000,
            msg: 'ok',
            status: 'ok',
            data: [{ name: 'product', path: '/product', children: [] }],
          });
    }),
  );
  return calls;
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('createServerMenuPaths', () => {
  it('says a failure once, keeps the local menu on every navigation meanwhile, and tries again with backoff', async () => {
    const calls = menuAnswers(['fail', 'fail', 'ok']);
    const { shown, paths } = setup();
    expect(await paths()).toBeUndefined();
    expect(shown.map((toast) => toast.message)).toEqual([
      'menu.server.loading',
      'menu.server.failed',
    ]);
    // Navigations while it is tried again: no call, no notice, the local menu.
    expect(await paths()).toBeUndefined();
    expect(await paths()).toBeUndefined();
    expect(calls.count).toBe(1);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    // Failed again: the next try waits longer, and nothing more is said.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls.count).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(shown.at(-1)?.message).toBe('menu.server.loaded'));
    expect(calls.count).toBe(3);
    expect(shown.filter((toast) => toast.type === 'error')).toHaveLength(1);
    expect(await paths()).toEqual(['/product']);
  });

  it('stops trying when the setting is turned off, and loads afresh when it is on again', async () => {
    const calls = menuAnswers(['fail', 'ok']);
    const { settings, shown, paths } = setup();
    await paths();
    settings.update({ menuFromServer: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.count).toBe(1);
    settings.update({ menuFromServer: true });
    expect(await paths()).toEqual(['/product']);
    expect(shown.map((toast) => toast.message)).toEqual([
      'menu.server.loading',
      'menu.server.failed',
      'menu.server.loading',
      'menu.server.loaded',
    ]);
  });
});
