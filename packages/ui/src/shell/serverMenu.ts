import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ServerMenuItem } from '../auth/auth.api';
import { serverMenuQueryOptions } from '../auth/farms';
import type { ToasterStore } from '../components/Toast/toasterStore';
import type { SettingsStore } from '../settings/settingsStore';

/** The texts of the server menu's notifications (`menu.server.*` of the menu bundle). */
export type ServerMenuTextKey = 'menu.server.loading' | 'menu.server.loaded' | 'menu.server.failed';

export interface ServerMenuOptions {
  /** Where the menu is kept (`serverMenu`) and whether it is wanted (`menuFromServer`). */
  settings: Pick<SettingsStore, 'getSnapshot' | 'update' | 'subscribe'>;
  /** The client the menu call goes through (unauthenticated, contract §7). */
  client: ApiClient;
  /** The runtime's query client: the menu is one cached read. */
  queryClient: Pick<QueryClient, 'fetchQuery'>;
  /** Where the notifications go. */
  toaster: Pick<ToasterStore, 'show'>;
  /** Words the notifications. */
  t: (key: ServerMenuTextKey) => string;
  /**
   * Milliseconds before each new try after a failed load, the last repeated until one succeeds. Default 2 s, 4 s,
   * 8 s, 16 s, then every 30 s.
   */
  retryDelays?: readonly number[];
}

/** How long to wait before the next try after a failed load: doubling from 2 s, then every 30 s. */
export const SERVER_MENU_RETRY_DELAYS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 30_000];

const NOTIFICATION_ID = 'server-menu';

/** The server menu kept in the settings (not persisted, so a reload fetches it again). */
export function serverMenuOf(
  settings: Pick<SettingsStore, 'getSnapshot'>,
): readonly ServerMenuItem[] {
  return settings.getSnapshot().serverMenu as readonly ServerMenuItem[];
}

function pathsOf(items: readonly ServerMenuItem[]): string[] {
  return items.flatMap((item) => [item.path, ...pathsOf(item.children ?? [])]);
}

/**
 * contract §4 'menuFromServer': with the setting on, the menu comes from /api/user/menu, fetched once, with loading,
 * success and error notifications (§8). Returns what the guard asks on every navigation: the paths it lets through,
 * or `undefined` when the setting is off or the menu is not there (the local menu then stays, rather than locking the
 * operator out).
 *
 * A failed load is said once and tried again in the background with growing pauses (`retryDelays`), not on the next
 * navigation: navigations meanwhile go on with the local menu, without a notification. When a later try succeeds the
 * menu takes over and the success is said; turning the setting off stops the tries.
 */
export function createServerMenuPaths({
  settings,
  client,
  queryClient,
  toaster,
  t,
  retryDelays = SERVER_MENU_RETRY_DELAYS,
}: ServerMenuOptions) {
  let pending: Promise<void> | null = null;
  // Set while a failed load is being tried again in the background (said once, when it first failed).
  let retrying = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function stopTrying(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    retrying = false;
    failures = 0;
  }
  // Turning the setting off ends the tries at once; turned on again, the next navigation loads (and says so) anew.
  settings.subscribe(() => {
    if (retrying && !settings.getSnapshot().menuFromServer) stopTrying();
  });

  const wanted = () => settings.getSnapshot().menuFromServer && serverMenuOf(settings).length === 0;

  async function fetchMenu(): Promise<boolean> {
    try {
      const menu = await queryClient.fetchQuery(serverMenuQueryOptions(client));
      settings.update({ serverMenu: menu });
      return true;
    } catch {
      return false;
    }
  }

  function loaded(): void {
    stopTrying();
    toaster.show({ id: NOTIFICATION_ID, type: 'success', message: t('menu.server.loaded') });
  }

  function tryAgainLater(): void {
    const delay = retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 30_000;
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      if (!wanted()) {
        // Loaded meanwhile (or turned off): nothing left to try.
        stopTrying();
        return;
      }
      void fetchMenu().then((ok) => {
        if (!retrying) return;
        if (ok) loaded();
        else tryAgainLater();
      });
    }, delay);
  }

  async function load(): Promise<void> {
    toaster.show({
      id: NOTIFICATION_ID,
      type: 'info',
      message: t('menu.server.loading'),
      duration: Infinity,
    });
    if (await fetchMenu()) {
      loaded();
      return;
    }
    toaster.show({ id: NOTIFICATION_ID, type: 'error', message: t('menu.server.failed') });
    retrying = true;
    tryAgainLater();
  }

  return async function serverMenuPaths(): Promise<readonly string[] | undefined> {
    if (!settings.getSnapshot().menuFromServer) return undefined;
    if (serverMenuOf(settings).length === 0 && !retrying) {
      pending ??= load().finally(() => {
        pending = null;
      });
      await pending;
    }
    const menu = serverMenuOf(settings);
    return menu.length > 0 ? pathsOf(menu) : undefined;
  };
}
