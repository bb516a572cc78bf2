import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api';
import { SessionProvider } from '../auth';
import { ClientVariantProvider } from '../clientVariants';
import { PastureI18nContext } from '../i18n/useFeatureTranslation';
import { ToasterProvider } from '../components/Toast/ToasterContext';
import type { ThemeMode } from '../constants';
import { PastureThemeProvider } from '../theme';
import type { PastureRuntime } from './createPastureRuntime';
import { DeferredSessionExpiredDialog, DeferredToaster } from './deferred';
import type { ReloginMode } from './SessionExpiredDialog';

export interface PastureProviderProps {
  /** The app's runtime from `createPastureRuntime`. */
  runtime: PastureRuntime;
  /** Light or dark theme. */
  mode?: ThemeMode;
  /** Colour-weak filter. */
  colorWeak?: boolean;
  /** Re-Login in the session-expired dialog: log in again in place (default) or log out and reload. */
  relogin?: ReloginMode;
  /** In `reload` mode, what happens after logging out; default reloads the page. */
  onRelogin?: () => void;
  children?: ReactNode;
}

/**
 * Provides a Pasture screen with everything it expects: i18n, theme, client variant, toasts, the API client,
 * the query client, the session, and the session-expired dialog. Wrap the console (or a story, or another team's
 * page) once. The runtime's i18n instance reaches the library's components only: a host's own `I18nextProvider`
 * stays what the host's components inside see.
 */
export function PastureProvider({
  runtime,
  mode,
  colorWeak,
  relogin,
  onRelogin,
  children,
}: PastureProviderProps) {
  return (
    <PastureI18nContext.Provider value={runtime.i18n}>
      <PastureThemeProvider mode={mode} colorWeak={colorWeak}>
        <ClientVariantProvider variant={runtime.variant}>
          <ToasterProvider toaster={runtime.toaster}>
            <ApiProvider client={runtime.client}>
              <QueryClientProvider client={runtime.queryClient}>
                <SessionProvider store={runtime.session}>
                  {children}
                  <DeferredSessionExpiredDialog
                    prompt={runtime.sessionPrompt}
                    relogin={relogin}
                    onRelogin={onRelogin}
                  />
                </SessionProvider>
              </QueryClientProvider>
            </ApiProvider>
            <DeferredToaster toaster={runtime.toaster} />
          </ToasterProvider>
        </ClientVariantProvider>
      </PastureThemeProvider>
    </PastureI18nContext.Provider>
  );
}
