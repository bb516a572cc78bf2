/**
 * Why a call failed:
 * - `business`: the server answered with an envelope whose code is not the success code;
 * - `http`: a non-2xx status other than 401, or a 2xx answer that is not a valid envelope;
 * - `network`: the request never got an answer (offline, DNS, CORS, connection reset);
 * - `timeout`: no answer within the client's timeout (300000 ms);
 * - `session`: the session ended (HTTP 401 or a debug logout code) and was not renewed;
 * - `aborted`: the caller cancelled the request through its `signal`.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'session' | 'aborted';

/**
 * What an `ApiError` is made from. The API client builds these; a host's own calls (or a test's fake) can too, so
 * `isApiError` and the error toasts treat them alike.
 */
export interface ApiErrorInit {
  /** Why the call failed; see `ApiErrorKind`. */
  kind: ApiErrorKind;
  /**
   * What the user is told: the server's message for `business` errors, otherwise a text of the library's catalogue in
   * the interface language ("Request Error").
   */
  message: string;
  /** Envelope code (`Code` or `code`) when the server sent one. */
  code?: number;
  /** HTTP status when the server answered. */
  status?: number;
  /**
   * The underlying error (the `fetch` rejection, the abort reason, a parse failure), kept as `Error.cause` for logs.
   */
  cause?: unknown;
}

/** The one error type every API call rejects with (except programming errors such as a cross-origin path). */
export class ApiError extends Error {
  /** Always `'ApiError'`: lets logs and `isApiError` recognise the error across copies of the module. */
  override readonly name = 'ApiError';
  /** Why the call failed; decides what the user is shown (see `ApiErrorKind`). */
  readonly kind: ApiErrorKind;
  /** Envelope code when the server sent one (`business` errors), else `undefined`. */
  readonly code: number | undefined;
  /** HTTP status when the server answered, else `undefined` (`network`, `timeout`, `aborted`). */
  readonly status: number | undefined;

  constructor({ kind, message, code, status, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

const KINDS: ReadonlySet<string> = new Set<ApiErrorKind>([
  'business',
  'http',
  'network',
  'timeout',
  'session',
  'aborted',
]);

/**
 * True for an `ApiError`, also one created by another copy of this module (an app that bundles both the ESM and
 * the CJS build of the library would otherwise fail an `instanceof` check).
 */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  if (!(value instanceof Error) || value.name !== 'ApiError') return false;
  const kind: unknown = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' && KINDS.has(kind);
}
