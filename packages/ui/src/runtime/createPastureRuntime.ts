import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient, type ApiMessageKey } from '../api';
import { createSessionStore, createTokenStore, type SessionStore, type TokenStore } from '../auth';
import { ckClientVariant, type ClientVariant } from '../clientVariants';
import { createToaster, type ToasterStore } from '../components';
import { createI18n, type Locale } from '../i18n';
import { createSessionPrompt, type SessionPrompt } from './sessionPrompt';

export interface PastureRuntimeOptions {
  /** API base URL; '' (default) is the page's own origin. */
  baseUrl?: string;
  /** Debug mode (SPEC §7): debug envelope calls for login and user info, Bearer header. */
  debug?: boolean;
  /** Start language; defaults to the saved one, else zh-CN. */
  locale?: Locale;
  /** Reuse an i18n instance instead of creating one. */
  i18n?: I18n;
  /** The client variant the app runs as. Default CK. */
  variant?: ClientVariant;
  /** Where the token lives; defaults to localStorage `token`. */
  tokenStore?: TokenStore;
  /** Replaces fetch (tests). */
  fetch?: typeof fetch;
  /** Called after logout clears the session (SPEC §4: clear the server menu and route listener). */
  onLogout?: () => void;
}

/**
 * Everything a Pasture app shares, created once before the first render and wired together: i18n, the toast
 * queue, the session-expired prompt, the API client (whose failures feed both) and the session store.
 */
export interface PastureRuntime {
  readonly i18n: I18n;
  readonly toaster: ToasterStore;
  readonly sessionPrompt: SessionPrompt;
  readonly client: ApiClient;
  readonly tokenStore: TokenStore;
  readonly session: SessionStore;
  readonly variant: ClientVariant;
}

export function createPastureRuntime(options: PastureRuntimeOptions = {}): PastureRuntime {
  const i18n = options.i18n ?? createI18n({ locale: options.locale });
  const toaster = createToaster();
  const sessionPrompt = createSessionPrompt();
  const tokenStore = options.tokenStore ?? createTokenStore();
  const client = createApiClient({
    baseUrl: options.baseUrl ?? '',
    debug: options.debug ?? false,
    getToken: () => tokenStore.get(),
    onErrorToast: (message) => void toaster.show({ type: 'error', message }),
    onSessionExpired: (event) => sessionPrompt.request(event),
    translate: (key: ApiMessageKey) => i18n.t(key),
    fetch: options.fetch,
  });
  const session = createSessionStore({ client, tokenStore, onLogout: options.onLogout });
  return {
    i18n,
    toaster,
    sessionPrompt,
    client,
    tokenStore,
    session,
    variant: options.variant ?? ckClientVariant,
  };
}
