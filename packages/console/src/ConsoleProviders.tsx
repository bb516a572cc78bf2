import { useSyncExternalStore, type ReactNode } from 'react';
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

/** Theme and colour-weak follow the saved settings (contract §3, §4); the settings drawer changes them. */
export function ConsoleProviders({ runtime, settings, children }: ConsoleProvidersProps) {
  // The same snapshot when prerendering and hydrating: theme and colour-weak only set <body> attributes.
  const { theme, colorWeak } = useSyncExternalStore(
    settings.subscribe,
    settings.getSnapshot,
    settings.getSnapshot,
  );
  return (
    <PastureProvider runtime={runtime} mode={theme} colorWeak={colorWeak}>
      <SettingsProvider store={settings}>{children}</SettingsProvider>
    </PastureProvider>
  );
}
