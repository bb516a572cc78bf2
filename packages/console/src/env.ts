/** The console's build-time configuration (see .env, .env.demo, .env.production and README.md). */
export interface ConsoleEnv {
  /** API origin (and optional path prefix); '' is the console's own origin. */
  apiBaseUrl: string;
  /** Debug mode: template demo pages, debug envelope and Bearer header (contract §2, §7). */
  debug: boolean;
  /** URL of the big-screen display, or undefined to leave the entry out. */
  bigScreenUrl: string | undefined;
  /**
   * Whether the server answers the message calls (/api/message/list and /api/message/read, contract §7 gives them
   * to the debug mocks only): always in debug mode; with debug off only when the deployment says so
   * (`<meta name="pasture-message-source" content="message-calls">`). Otherwise the bell says it has no source.
   */
  messageCalls: boolean;
}

/**
 * `<meta name="pasture-api-base-url" content="https://farm-api.example.com">` in the served index.html overrides
 * VITE_API_BASE_URL, so one build runs against any server: the deployment sets it where it sets the CSP's
 * connect-src (docs/deploying.md, ADR 020). A meta tag rather than a fetched config file: no extra request before
 * the first paint, and no inline script under the strict CSP. Empty or absent: the build-time value.
 */
function deployedApiBaseUrl(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document
    .querySelector('meta[name="pasture-api-base-url"]')
    ?.getAttribute('content')
    ?.trim();
  return value || undefined;
}

/**
 * `<meta name="pasture-message-source" content="message-calls">` in the served index.html: the server this console
 * talks to answers the message calls, so the bell reads them with debug off too. Set at deployment, as the API base
 * URL is; absent, a production console calls no path that only the debug mocks serve.
 */
function deployedMessageCalls(): boolean {
  if (typeof document === 'undefined') return false;
  const value = document
    .querySelector('meta[name="pasture-message-source"]')
    ?.getAttribute('content')
    ?.trim();
  return value === 'message-calls';
}

/**
 * A deployment that sends a fresh style nonce per response (docs/deploying.md, ADR 020) puts it in
 * `<meta property="csp-nonce" nonce="…">`. styled-components reads that tag itself; Radix's scroll lock
 * (react-style-singleton) reads only `__webpack_nonce__`, so the nonce is handed on there before any dialog opens.
 */
function passOnStyleNonce(): void {
  if (typeof document === 'undefined') return;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('content') || '';
  if (nonce) (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
passOnStyleNonce();

export const consoleEnv: ConsoleEnv = {
  apiBaseUrl: deployedApiBaseUrl() ?? import.meta.env.VITE_API_BASE_URL.trim(),
  debug: import.meta.env.VITE_DEBUG === 'true',
  bigScreenUrl: import.meta.env.VITE_BIG_SCREEN_URL.trim() || undefined,
  messageCalls: import.meta.env.VITE_DEBUG === 'true' || deployedMessageCalls(),
};
