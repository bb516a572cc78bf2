/** Paths that need no login (contract §2). */
export const LOGIN_PATH = '/login';
export const AUTH_REDIRECT_PATH = '/auth-redirect';
/** The query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

const PLACEHOLDER_ORIGIN = 'http://redirect.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const MAX_DECODE_ROUNDS = 4;

function looksUnsafe(value: string): boolean {
  return (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    CONTROL_CHARACTERS.test(value)
  );
}

/**
 * `raw` as a path on this site ('/x?y#z'), or `null` when it could lead elsewhere: other origins, protocol-relative
 * ('//evil'), backslash tricks ('/\evil'), schemes ('javascript:'), control characters, and any of these hidden
 * behind (repeated) percent-encoding. The result is normalised ('/a/../b' → '/b').
 */
export function safeRedirectTarget(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return null;
  let decoded = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    if (looksUnsafe(decoded)) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (looksUnsafe(decoded)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return looksUnsafe(target) ? null : target;
}

export interface LocationLike {
  pathname: string;
  /** With or without the leading '?'. */
  search?: string;
}

/**
 * The login location for a visitor without a token (contract §4: 'login with a redirect name and the original
 * query'): `?redirect=<path>` followed by the original query parameters. A parameter of the original query that
 * is itself called `redirect` would be ambiguous and is dropped. The root path needs no redirect.
 */
export function buildLoginRedirect({ pathname, search = '' }: LocationLike): {
  pathname: string;
  search: string;
} {
  const params = new URLSearchParams();
  if (pathname !== '/' && pathname !== LOGIN_PATH) params.set(REDIRECT_PARAM, pathname);
  for (const [key, value] of new URLSearchParams(search)) {
    if (key !== REDIRECT_PARAM) params.append(key, value);
  }
  const query = params.toString();
  return { pathname: LOGIN_PATH, search: query ? `?${query}` : '' };
}

/**
 * Where to go after login, from the login page's query: the `redirect` path with the other query parameters put
 * back, or `null` (no or unsafe redirect: the caller goes to its default page).
 */
export function resolveLoginRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  const target = safeRedirectTarget(params.get(REDIRECT_PARAM));
  if (target === null) return null;
  params.delete(REDIRECT_PARAM);
  const url = new URL(target, PLACEHOLDER_ORIGIN);
  for (const [key, value] of params) url.searchParams.append(key, value);
  if (url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
