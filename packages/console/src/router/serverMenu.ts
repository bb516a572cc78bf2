import { getFeatureTranslation, type PastureRuntime } from '@pasture/ui';
import { menuLocale, type ServerMenuOptions } from '@pasture/ui/internal';

export { createServerMenuPaths, serverMenuOf } from '@pasture/ui/internal';

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
