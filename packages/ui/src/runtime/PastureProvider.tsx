import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api';
import { SessionProvider } from '../auth';
import { ClientVariantProvider } from '../clientVariants';
import { PastureI18nContext } from '../i18n/useFeatureTranslation';
import { ToasterProvider } from '../components/Toast/ToasterContext';
import { useLocale } from '../i18n/useLocale';
import {
  PastureThemeProvider,
  type ColorMode,
  type PastureThemeOptions,
  type PastureThemeProviderProps,
} from '../theme';
import type { PastureRuntime } from './createPastureRuntime';
import { DeferredSessionExpiredDialog, DeferredToaster } from './deferred';
import type { ReloginMode } from './SessionExpiredDialog';

/**
 * Props of `PastureProvider`: the runtime, the look (mode, colour weak, theme) and the session-expired behaviour.
 * Every prop but `runtime` has a default that suits a host app.
 */
export interface PastureProviderProps {
  /** The app's runtime from `createPastureRuntime`. */
  runtime: PastureRuntime;
  /**
   * Light, dark, or `system` (follows `prefers-color-scheme` live), on this provider's root element and portal
   * container only. Default `light`.
   */
  mode?: ColorMode;
  /** Colour-weak mode: an 80 % inversion of everything the provider renders, overlays included. Default `false`. */
  colorWeak?: boolean;
  /** Seed colour, corner radius and font family; the whole palette is derived (`createPastureTheme`). */
  theme?: PastureThemeOptions;
  /**
   * Also style the document (body margin, page colour and font, colour scheme, reduced motion, colour weak over
   * the whole page, `data-theme`/`data-color-weak` on `<body>`), for an app that is all Pasture. Default `false`:
   * nothing is written outside the provider's root element and portal container.
   */
  globalStyle?: boolean;
  /** Class name of the provider's root element (a block `<div>` around the children). */
  className?: PastureThemeProviderProps['className'];
  /** Inline style of the provider's root element. */
  style?: PastureThemeProviderProps['style'];
  /** Re-Login in the session-expired dialog: log in again in place (default) or log out and reload. */
  relogin?: ReloginMode;
  /** In `reload` mode, what happens after logging out; default reloads the page. */
  onRelogin?: () => void;
  /** The app, screen or story that uses the library. */
  children?: ReactNode;
}

/** The theme provider with the runtime's current language on its containers. */
function LocalizedThemeProvider(props: Omit<PastureThemeProviderProps, 'lang'>) {
  const { locale } = useLocale();
  return <PastureThemeProvider {...props} lang={locale} />;
}

/**
 * Provides a Pasture screen with everything it expects: i18n, theme, client variant, toasts, the API client,
 * the query client, the session, and the session-expired dialog. Wrap the console (or a story, or another team's
 * page) once; the library's texts, styles and overlays stay inside the root element it renders and its portal
 * container. The runtime's i18n instance reaches the library's components only: a host's own `I18nextProvider`
 * stays what the host's components inside see.
 */
export function PastureProvider({
  runtime,
  mode,
  colorWeak,
  theme,
  globalStyle,
  className,
  style,
  relogin,
  onRelogin,
  children,
}: PastureProviderProps) {
  return (
    <PastureI18nContext.Provider value={runtime.i18n}>
      <LocalizedThemeProvider
        mode={mode}
        colorWeak={colorWeak}
        theme={theme}
        globalStyle={globalStyle}
        className={className}
        style={style}
      >
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
            <DeferredToaster toaster={runtime.toaster} tokenStore={runtime.tokenStore} />
          </ToasterProvider>
        </ClientVariantProvider>
      </LocalizedThemeProvider>
    </PastureI18nContext.Provider>
  );
}
