/**
 * The API base URL the mock handlers answer, set like the runtime's `baseUrl`: `''` (default) is the page's own
 * origin, `/gateway` a path on it, `https://api.example.com/gateway` another origin with a path. A handler answers an
 * endpoint's path under this base only, so a host's own `/api/...` calls, on its origin or any other, pass by.
 */
let baseUrl = '';

/**
 * Points every Pasture mock handler at the base URL your runtime calls: pass what you gave
 * `createPastureRuntime({ baseUrl })`. Takes effect for the next request, so it may be called after the worker or
 * server started.
 */
export function setMockBaseUrl(next: string): void {
  if (next !== '' && !next.startsWith('/') && !isAbsolute(next)) {
    throw new TypeError(
      `setMockBaseUrl: ${JSON.stringify(next)} is neither '' (the page's origin), a path starting with '/' nor an absolute URL.`,
    );
  }
  if (isAbsolute(next)) new URL(next); // a malformed URL fails here, not in the first request
  baseUrl = next;
}

/**
 * The base URL the mock handlers answer under now: what `setMockBaseUrl` last set, `''` (the page's origin) until then.
 */
export function getMockBaseUrl(): string {
  return baseUrl;
}

function isAbsolute(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(value);
}

function basePath(base: string): string {
  return base.replace(/\/+$/, '');
}

/** The path of `target` below `prefix` (no trailing slash), or `undefined` when it lies outside. */
function below(target: URL, prefix: string): string | undefined {
  if (prefix === '') return target.pathname;
  return target.pathname.startsWith(`${prefix}/`)
    ? target.pathname.slice(prefix.length)
    : undefined;
}

/**
 * Whether `url` is `path` (an endpoint's `/api/...`) under the mock base URL. Where a relative base cannot be
 * resolved (Node, no page), a request for exactly that path fails with a message saying what to set, rather than
 * being answered on any origin or passing by unexplained; other requests pass by.
 */
export function isUnderMockBase(url: string | URL, path: string): boolean {
  const target = new URL(url);
  if (isAbsolute(baseUrl)) {
    const base = new URL(baseUrl);
    return target.origin === base.origin && below(target, basePath(base.pathname)) === path;
  }
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  if (!origin) {
    if (below(target, basePath(baseUrl)) !== path) return false;
    throw new TypeError(
      `@pasture/ui/mocks: ${target.pathname} was requested, but the mock base URL ${JSON.stringify(baseUrl)} is ` +
        "relative and there is no page origin here (Node): call setMockBaseUrl('https://…') with the absolute " +
        'baseUrl your runtime uses.',
    );
  }
  const base = new URL(baseUrl || '/', origin);
  return target.origin === base.origin && below(target, basePath(base.pathname)) === path;
}

/** Whether `url` lies under the mock base URL at all (any path below it); `false` where a relative base cannot resolve. */
export function isAnyUnderMockBase(url: string | URL): boolean {
  const target = new URL(url);
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  if (!isAbsolute(baseUrl) && !origin) return false;
  const base = new URL(baseUrl || '/', origin);
  return target.origin === base.origin && below(target, basePath(base.pathname)) !== undefined;
}
