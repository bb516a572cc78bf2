import type { QueryClient } from '@tanstack/react-query';
import {
  getFeatureTranslation,
  type ApiClient,
  type PastureRuntime,
  type SettingsStore,
  type ToasterStore,
} from '@pasture/ui';
import { menuLocale, serverMenuQueryOptions, type ServerMenuItem } from '@pasture/ui/internal';

export interface ServerMenuOptions {
  settings: Pick<SettingsStore, 'getSnapshot' | 'update'>;
  client: ApiClient;
  /** The runtime's query client: the menu is one cached read, shared by every navigation. */
  queryClient: Pick<QueryClient, 'fetchQuery'>;
  toaster: Pick<ToasterStore, 'show'>;
  /** Words the notification texts. */
  t: (key: 'menu.server.loading' | 'menu.server.loaded' | 'menu.server.failed') => string;
}

/** What the server menu takes from the console's runtime: its client, query cache, toasts and texts. */
export function serverMenuRuntime(
  runtime: Pick<PastureRuntime, 'client' | 'queryClient' | 'toaster' | 'i18n'>,
): Omit<ServerMenuOptions, 'settings'> {
  return {
    client: runtime.client,
    queryClient: runtime.queryClient,
    toaster: runtime.toaster,
    t: getFeatureTranslation(runtime.i18n, menuLocale).t,
  };
}

/** The server menu kept in the settings (it is not persisted, so a reload fetches it again). */
export function serverMenuOf(
  settings: Pick<SettingsStore, 'getSnapshot'>,
): readonly ServerMenuItem[] {
  return settings.getSnapshot().serverMenu as readonly ServerMenuItem[];
}

function pathsOf(items: readonly ServerMenuItem[]): string[] {
  return items.flatMap((item) => [item.path, ...pathsOf(item.children ?? [])]);
}

const NOTIFICATION_ID = 'server-menu';

/**
 * contract §4 'menuFromServer': with the setting on, the menu comes from /api/user/menu, fetched once with loading,
 * success and error notifications. Returns the paths the guard lets through, or `undefined` when the setting is off
 * or the menu could not be had (the local menu then stays, rather than locking the operator out).
 */
export function createServerMenuPaths({
  settings,
  client,
  queryClient,
  toaster,
  t,
}: ServerMenuOptions) {
  let pending: Promise<void> | null = null;

  async function load(): Promise<void> {
    toaster.show({
      id: NOTIFICATION_ID,
      type: 'info',
      message: t('menu.server.loading'),
      duration: Infinity,
    });
    try {
      const menu = await queryClient.fetchQuery(serverMenuQueryOptions(client));
      settings.update({ serverMenu: menu });
      toaster.show({ id: NOTIFICATION_ID, type: 'success', message: t('menu.server.loaded') });
    } catch {
      toaster.show({ id: NOTIFICATION_ID, type: 'error', message: t('menu.server.failed') });
    }
  }

  return async function serverMenuPaths(): Promise<readonly string[] | undefined> {
    if (!settings.getSnapshot().menuFromServer) return undefined;
    if (serverMenuOf(settings).length === 0) {
      pending ??= load().finally(() => {
        pending = null;
      });
      await pending;
    }
    const menu = serverMenuOf(settings);
    return menu.length > 0 ? pathsOf(menu) : undefined;
  };
}
