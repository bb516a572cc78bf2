import {
  DEMO_ROLE_HEADER,
  HTTP_TIMEOUT_MS,
  LOGOUT_CODES,
  REAL_SUCCESS_CODE,
  ResponseCode,
} from '../constants';
import type { HttpMethod } from './endpoints';
import type { ApiEnvelope } from './envelope';
import { apiCallHeaders, apiCallUrl, isAbsolute, resolveApiBase, type ApiBase } from './apiUrl';
import { ApiError, type ApiErrorKind } from './errors';

/** Keys of the fallback texts the client shows when the server gives none (locale bundle `api`). */
export type ApiMessageKey = 'api.error' | 'api.requestError' | 'api.notLoggedIn';

/** Why the session ended: an HTTP 401, or a debug-envelope logout code (50008, 50012, 50014). */
export interface SessionExpiredEvent {
  /** `http401`: the server answered HTTP 401; `logoutCode`: a debug envelope carried a logout code (see `code`). */
  reason: 'http401' | 'logoutCode';
  /** The debug-envelope code, for `logoutCode`. */
  code?: number;
  /** What the server said (or the catalogue's fallback); shown as a toast beside the prompt for logout codes. */
  message: string;
}

export interface ApiClientOptions {
  /** API base URL; `''` (default) is the page's own origin. A path part (`https://host/gateway`) prefixes every path. */
  baseUrl?: string;
  /** Debug mode also sends `Authorization: Bearer <token>`. */
  debug?: boolean;
  /** Milliseconds before a request is abandoned; defaults to `HTTP_TIMEOUT_MS` (300000). */
  timeoutMs?: number;
  /** The current token, read before every request; `null` when logged out. */
  getToken: () => string | null;
  /**
   * Asks the user to log in again. Called once for any number of concurrent session failures; return a promise
   * that resolves `true` when the user logged in again in place (each failed request is then retried once with
   * the new token), `false` or nothing when the session stays ended (the requests reject with kind `session`).
   */
  onSessionExpired: (event: SessionExpiredEvent) => Promise<boolean> | void;
  /**
   * The interface language, read before every request and sent as `Accept-Language`, so a server (the demo's mocks
   * among them) can answer its texts in it. Without it the browser's own list goes.
   */
  language?: () => string | null | undefined;
  /**
   * Debug mode only: the role the console works as (Switch Roles), read before every call that carries the token and
   * sent as `X-Pasture-Role`, so the demo's mocked servers answer as that role. Ignored with `debug` off: a real
   * server decides the role itself.
   */
  demoRole?: () => string | null | undefined;
  /** Fallback texts, usually i18next's `t`; defaults to English 'Error' and 'Request Error'. */
  translate?: (key: ApiMessageKey) => string;
  /** Replaces the global `fetch` (tests). The global one is looked up per request, so MSW can patch it late. */
  fetch?: typeof fetch;
}

/**
 * One value of a request's query string: numbers and booleans are written with `String()`, `null` and `undefined`
 * leave the key out.
 */
export type QueryValue = string | number | boolean | null | undefined;

/** One call for `ApiClient.request`: where it goes, what it sends and how its answer is unwrapped. */
export interface ApiRequest {
  /** The HTTP method. A GET carries no `body`. */
  method: HttpMethod;
  /** Path under the base URL (`/api/...`). An absolute URL is accepted only on the API origin. */
  path: string;
  /** Sent as JSON; a `FormData` is sent as is (multipart, the browser sets the boundary). Not allowed with GET. */
  body?: unknown;
  /** Appended to the URL; `null`/`undefined` entries are left out, arrays repeat the key. */
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  /** Which answer envelope to unwrap. */
  envelope: ApiEnvelope;
  /**
   * Debug logout codes and HTTP 401 reject (kind `session`) without asking the user to log in again: the user-info
   * calls and the logout call end the session themselves, and the login and forgot-password calls run
   * where there is no session to end. Implied by `anonymous`.
   */
  skipLogoutModal?: boolean;
  /**
   * Send no token headers (the menu call goes through an unauthenticated client). Such a call carries no
   * session, so its 401 or logout code never asks the user to log in again.
   */
  anonymous?: boolean;
  /**
   * Cancels the request (TanStack Query passes its own, so a read nobody waits for any more is dropped). The
   * request's own timeout (`timeoutMs`) still applies alongside it.
   */
  signal?: AbortSignal;
}

/**
 * The one HTTP client of the library, made by `createApiClient` (a `PastureRuntime` makes one for the app): it adds
 * the token and language headers, unwraps the answer envelope, applies the timeout and turns every failure into an
 * `ApiError`; an ended session asks the user to log in again once for all concurrent calls.
 */
export interface ApiClient {
  /** Whether the client talks to the debug-mode server. */
  readonly debug: boolean;
  /**
   * The origin every request goes to and the only one that ever receives the token. Reading it without an absolute
   * base URL where there is no page origin (a server render) throws the same error as a call.
   */
  readonly origin: string;
  /**
   * Sends one request and resolves with the envelope's `data`. Rejects with an `ApiError` (see its `kind`) whose
   * message is the one to show (the server's, or the catalogue's 'Error' / 'Request Error'), or a `TypeError` for a
   * programming error (another origin, a GET with a body). The client shows nothing itself: how a failure reaches
   * the user is the data layer's error policy.
   */
  request<T>(request: ApiRequest): Promise<T>;
}

const DEFAULT_TEXTS: Readonly<Record<ApiMessageKey, string>> = {
  'api.error': 'Error',
  'api.requestError': 'Request Error',
  'api.notLoggedIn': 'Not logged in',
};

type Outcome =
  { type: 'data'; data: unknown } | { type: 'session'; event: SessionExpiredEvent; status: number };

type Transport =
  | { type: 'answer'; response: Response; text: string }
  | {
      type: 'failed';
      kind: Extract<ApiErrorKind, 'network' | 'timeout' | 'aborted'>;
      cause: unknown;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message a server put in an error body, whichever envelope (or plain `{ message }`) it used. */
function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return nonEmptyText(body.Message) ?? nonEmptyText(body.msg) ?? nonEmptyText(body.message);
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isFormData(body) ? body : JSON.stringify(body);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl = '',
    debug = false,
    timeoutMs = HTTP_TIMEOUT_MS,
    getToken,
    onSessionExpired,
    translate = (key: ApiMessageKey) => DEFAULT_TEXTS[key],
  } = options;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Resolved on the first call, not here: creating a client (and a runtime) must work where there is no page, such as
  // a server render. An absolute base is checked at once, so a malformed one fails where it is given.
  let base: ApiBase | undefined;
  const apiBase = (path?: string) => {
    base ??= resolveApiBase(baseUrl, path);
    return base;
  };
  if (isAbsolute(baseUrl)) apiBase();
  let pendingSession: Promise<boolean> | null = null;

  function text(key: ApiMessageKey): string {
    return nonEmptyText(translate(key)) ?? DEFAULT_TEXTS[key];
  }

  function buildUrl(path: string, query: ApiRequest['query']): URL {
    const base = apiBase(path);
    const apiOrigin = base.origin;
    const relative = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
    let url: URL;
    try {
      url = relative ? apiCallUrl(base, path) : new URL(path);
    } catch {
      throw new TypeError(`API path must start with "/" or be an absolute URL: ${path}`);
    }
    if (url.origin !== apiOrigin) {
      throw new TypeError(
        `Refusing to send an API request to ${url.origin}; the API origin is ${apiOrigin}.`,
      );
    }
    for (const [key, raw] of Object.entries(query ?? {})) {
      const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
      for (const value of values) {
        if (value !== null && value !== undefined) url.searchParams.append(key, String(value));
      }
    }
    return url;
  }

  async function transport(url: URL, request: ApiRequest, headers: Headers): Promise<Transport> {
    if (request.signal?.aborted) {
      return { type: 'failed', kind: 'aborted', cause: request.signal.reason };
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    request.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await fetchImpl(url.href, {
        method: request.method,
        headers,
        body: encodeBody(request.body),
        signal: controller.signal,
      });
      // The body is read under the same timeout: a server may send headers and then stall.
      const body = await response.text();
      return { type: 'answer', response, text: body };
    } catch (cause) {
      if (timedOut) return { type: 'failed', kind: 'timeout', cause };
      if (request.signal?.aborted) return { type: 'failed', kind: 'aborted', cause };
      return { type: 'failed', kind: 'network', cause };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  function interpret(request: ApiRequest, response: Response, rawText: string): Outcome {
    const body = parseJson(rawText);
    const { status } = response;
    const skipLogoutModal = request.skipLogoutModal === true || request.anonymous === true;
    if (status === 401 && skipLogoutModal) {
      // The user-info and logout calls end the session themselves; asking to log in again would wait on itself.
      throw new ApiError({
        kind: 'session',
        status,
        message: serverMessage(body) ?? 'Unauthorized',
      });
    }
    if (status === 401) {
      const message = serverMessage(body) ?? 'Unauthorized';
      return { type: 'session', event: { reason: 'http401', message }, status };
    }
    if (!response.ok) {
      throw new ApiError({
        kind: 'http',
        status,
        code: isRecord(body) ? (readCode(body.Code) ?? readCode(body.code)) : undefined,
        message: serverMessage(body) ?? text('api.requestError'),
      });
    }
    const code = isRecord(body)
      ? readCode(request.envelope === 'real' ? body.Code : body.code)
      : undefined;
    if (!isRecord(body) || code === undefined) {
      throw new ApiError({
        kind: 'http',
        status,
        message: text('api.requestError'),
        cause: new Error(`Expected a ${request.envelope} envelope from ${request.path}`),
      });
    }
    if (request.envelope === 'real') {
      if (code === REAL_SUCCESS_CODE) return { type: 'data', data: body.data };
      throw new ApiError({
        kind: 'business',
        code,
        status,
        message: nonEmptyText(body.Message) ?? text('api.error'),
      });
    }
    if (code === ResponseCode.success) return { type: 'data', data: body.data };
    const message = nonEmptyText(body.msg) ?? text('api.error');
    if (LOGOUT_CODES.includes(code) && !skipLogoutModal) {
      return { type: 'session', event: { reason: 'logoutCode', code, message }, status };
    }
    throw new ApiError({ kind: 'business', code, status, message });
  }

  /** One prompt for all concurrent failures; a token that changed since the request was sent needs none. */
  function renewSession(event: SessionExpiredEvent, sentToken: string | null): Promise<boolean> {
    if (pendingSession) return pendingSession;
    const current = getToken();
    if (current !== null && sentToken !== null && current !== sentToken)
      return Promise.resolve(true);
    const pending = Promise.resolve()
      .then((): Promise<boolean> | boolean | void => onSessionExpired(event))
      .then(
        (renewed) => renewed === true,
        () => false,
      )
      .finally(() => {
        if (pendingSession === pending) pendingSession = null;
      });
    pendingSession = pending;
    return pending;
  }

  async function send<T>(request: ApiRequest, mayRenewSession: boolean): Promise<T> {
    if (request.body !== undefined && request.method === 'GET') {
      throw new TypeError(`A GET request cannot carry a body: ${request.path}`);
    }
    const url = buildUrl(request.path, request.query);
    const token = request.anonymous ? null : getToken();
    // A call that needs a session is not sent without one: the server would refuse it, and nobody is there to log in
    // again — the login page, or a page still mounted while a logout (here or in another tab) takes it away, whose
    // blocks would otherwise refetch without a token. Anonymous calls and those that end or start a session
    // themselves (`skipLogoutModal`: login, forgot password, user info, logout) go as before.
    if (token === null && !request.anonymous && request.skipLogoutModal !== true) {
      throw new ApiError({ kind: 'session', message: text('api.notLoggedIn') });
    }
    const headers = apiCallHeaders({
      language: options.language?.(),
      // A multipart body's Content-Type carries its boundary, which only fetch knows: leave it to fetch.
      jsonBody: request.body !== undefined && !isFormData(request.body),
    });
    // buildUrl already refuses other origins; the check stays here so the token can never leak if that changes.
    if (token && url.origin === apiBase().origin) {
      headers.set('Token', token);
      if (debug) {
        headers.set('Authorization', `Bearer ${token}`);
        const role = options.demoRole?.();
        if (role) headers.set(DEMO_ROLE_HEADER, role);
      }
    }

    const result = await transport(url, request, headers);
    if (result.type === 'failed') {
      if (result.kind === 'aborted') {
        throw new ApiError({
          kind: 'aborted',
          message: 'The request was aborted.',
          cause: result.cause,
        });
      }
      throw new ApiError({
        kind: result.kind,
        message: text('api.requestError'),
        cause: result.cause,
      });
    }

    const outcome = interpret(request, result.response, result.text);
    if (outcome.type === 'data') return outcome.data as T;

    const renewed = mayRenewSession ? await renewSession(outcome.event, token) : false;
    if (renewed) return send<T>(request, false);
    throw new ApiError({
      kind: 'session',
      status: outcome.status,
      code: outcome.event.code,
      message: outcome.event.message,
    });
  }

  return {
    debug,
    get origin() {
      return apiBase().origin;
    },
    request: <T>(request: ApiRequest) => send<T>(request, true),
  };
}
