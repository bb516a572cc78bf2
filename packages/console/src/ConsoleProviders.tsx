import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  PastureProvider,
  SettingsProvider,
  type PastureRuntime,
  type SettingsStore,
} from '@pasture/ui';

export interface ConsoleProvidersProps {
  runtime: PastureRuntime;
  settings: SettingsStore;
  children: ReactNode;
}

/**
 * Theme, colour weak and the theme colour follow the saved settings (contract §3, §4); the settings drawer changes
 * them. The console is the whole page, so it asks the provider for the document style too: page colour and font,
 * `data-theme`/`data-color-weak` on <body>, colour weak over the whole page.
 */
export function ConsoleProviders({ runtime, settings, children }: ConsoleProvidersProps) {
  // The same snapshot when prerendering and hydrating. The prerendered login page is light; index.html's first
  // script puts the saved theme and colour weak on <body>, which the document style follows until hydration sets
  // the root's own mode.
  const { theme, colorWeak, themeColor } = useSyncExternalStore(
    settings.subscribe,
    settings.getSnapshot,
    settings.getSnapshot,
  );
  const pastureTheme = useMemo(() => ({ primaryColor: themeColor }), [themeColor]);
  return (
    <PastureProvider
      runtime={runtime}
      mode={theme}
      colorWeak={colorWeak}
      theme={pastureTheme}
      globalStyle
    >
      <SettingsProvider store={settings}>{children}</SettingsProvider>
    </PastureProvider>
  );
}
