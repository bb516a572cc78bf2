import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient, type ApiMessageKey } from '../api';
import { createSessionStore, createTokenStore, type SessionStore, type TokenStore } from '../auth';
import { ckClientVariant, type ClientVariant } from '../clientVariants';
import { createToaster, type ToasterStore } from '../components';
import { attachErrorPolicy, createQueryClient, isFarmScopedKey } from '../data';
import { apiLocale } from '../api/locales';
import { createI18n, getFeatureTranslation, resolveLocale, type Locale } from '../i18n';
import { createSessionPrompt, type SessionPrompt } from './sessionPrompt';

/** Options of `createPastureRuntime`; every one is optional and defaults to what the console uses. */
export interface PastureRuntimeOptions {
  /** API base URL; '' (default) is the page's own origin. */
  baseUrl?: string;
  /** Debug mode: debug envelope calls for login and user info, Bearer header. */
  debug?: boolean;
  /** Start language of the runtime's own i18n instance (when no `i18n` is given); default zh-CN. */
  locale?: Locale;
  /**
   * The host's own i18next instance instead of a new one. The library keeps its texts in it under the `pasture`
   * namespace and reads them explicitly, so the instance's `defaultNS`, namespaces and language codes stay the host's.
   */
  i18n?: I18n;
  /** The client variant the app runs as. Default CK. */
  variant?: ClientVariant;
  /** Where the token lives; defaults to localStorage `token`. */
  tokenStore?: TokenStore;
  /** Replaces fetch (tests). */
  fetch?: typeof fetch;
  /**
   * The host's own TanStack Query client, so the host and the screens share one cache and one context. The
   * runtime adds its error policy and its session rules (clear on logout, refetch on a farm switch) to it.
   */
  queryClient?: QueryClient;
  /** Called after logout clears the session (clear the server menu and route listener). */
  onLogout?: () => void;
}

/**
 * Everything a Pasture app shares, created once before the first render and wired together: i18n, the toast
 * queue, the session-expired prompt, the API client, the session store and the query client (the one cache of
 * server state).
 */
export interface PastureRuntime {
  /** The i18next instance the library's texts live in: the host's own (`options.i18n`) or one the runtime made. */
  readonly i18n: I18n;
  /**
   * The query client holding all server state: the host's own (`options.queryClient`) or a new one, in both cases
   * with the library's error policy attached, emptied on logout and refreshed on a farm or language switch.
   */
  readonly queryClient: QueryClient;
  /** The toast queue `PastureProvider` renders; failed writes and logout-code messages are shown through it. */
  readonly toaster: ToasterStore;
  /**
   * The session-expired prompt: the API client asks it once per ended session and waits for the user to log in again
   * in place (resolves `true`) or leave (`false`). `PastureProvider` renders its dialog.
   */
  readonly sessionPrompt: SessionPrompt;
  /** The API client every screen's reads and writes go through (base URL, debug mode and token from the options). */
  readonly client: ApiClient;
  /** Where the login token is kept (`options.tokenStore`, or localStorage `token`). */
  readonly tokenStore: TokenStore;
  /** The logged-in user and the current farm; log in and out through it. */
  readonly session: SessionStore;
  /** The client variant the app runs as (`options.variant`, CK by default). */
  readonly variant: ClientVariant;
}

/**
 * Creates the app's runtime once, before the first render, and wires it together: the i18n instance, the toast queue,
 * the session-expired prompt, the API client, the session store and the query client. Pass it to `PastureProvider`.
 */
export function createPastureRuntime(options: PastureRuntimeOptions = {}): PastureRuntime {
  const i18n = options.i18n ?? createI18n({ locale: options.locale });
  const { t } = getFeatureTranslation(i18n, apiLocale);
  const toaster = createToaster();
  const sessionPrompt = createSessionPrompt();
  const tokenStore = options.tokenStore ?? createTokenStore();
  const showError = (message: string) => void toaster.show({ type: 'error', message });
  const client = createApiClient({
    baseUrl: options.baseUrl ?? '',
    debug: options.debug ?? false,
    getToken: () => tokenStore.get(),
    onSessionExpired: (event) => {
      // contract §8: a debug logout code shows the server's message as well as the prompt; a 401 only the prompt.
      if (event.reason === 'logoutCode') showError(event.message);
      return sessionPrompt.request(event);
    },
    translate: (key: ApiMessageKey) => t(key),
    // The language the screens show, so server texts (the demo's mock data) come in it too.
    language: () => libraryLocale(i18n),
    // In debug mode the demo's mocked servers answer as the role Switch Roles chose (contract §10.3).
    demoRole: () => session.getState().role,
    fetch: options.fetch,
  });
  // The client reads `session` only when it sends a call, once the store below exists.
  const session = createSessionStore({ client, tokenStore, onLogout: options.onLogout });
  const queryClient = options.queryClient ?? createQueryClient();
  attachErrorPolicy(queryClient, {
    reportWriteError: showError,
    fallbackMessage: () => t('api.error'),
  });
  followSession(session, queryClient);
  followLanguage(i18n, queryClient);
  return {
    i18n,
    queryClient,
    toaster,
    sessionPrompt,
    client,
    tokenStore,
    session,
    variant: options.variant ?? ckClientVariant,
  };
}

/** The language the library shows for the instance's language (a host's own codes resolved, `useLocale`). */
function libraryLocale(i18n: I18n): Locale {
  return resolveLocale(i18n.language);
}

/**
 * Texts a server sends (asked for in the interface language) are stale once the language changes: every read is
 * marked stale, so what is on screen refetches in the new language and is kept until the answer is there.
 */
function followLanguage(i18n: I18n, queryClient: QueryClient): void {
  let previous = libraryLocale(i18n);
  i18n.on('languageChanged', () => {
    const next = libraryLocale(i18n);
    if (next === previous) return;
    previous = next;
    void queryClient.invalidateQueries();
  });
}

/**
 * Server state belongs to a user and a farm. When the user goes (logout, or another browser tab logged out or in
 * as someone else) nothing cached may show to whoever logs in next, so the cache is emptied. When the farm changes,
 * farm-scoped keys change by themselves (`farmQueryKey`); everything else (the farm list) is marked stale. The old
 * farm's entries stay until they are collected, so switching back within a minute shows its data at once.
 */
function followSession(session: SessionStore, queryClient: QueryClient): void {
  let previous = session.getState();
  session.subscribe(() => {
    const next = session.getState();
    if (previous.user !== null && next.user === null) {
      // Reads still on their way (another tab logged out while this one loaded a page) are cancelled, not answered
      // into a cache that is about to go; what blocks still mounted ask for next is refused without a request by the
      // client, which sends no call that needs a session without a token.
      void queryClient.cancelQueries();
      queryClient.clear();
    } else if (
      previous.farm !== null &&
      next.farm !== null &&
      previous.farm.farmId !== next.farm.farmId
    ) {
      // Farm-scoped reads need nothing: their keys change as the blocks re-render, and an invalidation now would
      // refetch the old farm's keys with the new farm's token.
      void queryClient.invalidateQueries({
        predicate: (query) => !isFarmScopedKey(query.queryKey),
      });
    }
    previous = next;
  });
}
