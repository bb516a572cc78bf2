/**
 * Where a call goes and what it says about itself: the API base resolved against the page, a path under it, and the
 * headers every call carries. The client builds every request with these; a host that must send a call before the
 * client exists (the console's login call before its code runs, ADR 023) builds the same request with them.
 */

/** The API base as the client uses it: its origin, and the path prefix every call's path goes under. */
export interface ApiBase {
  readonly origin: string;
  /** The base URL's path without a trailing slash (`''` for a bare origin). */
  readonly path: string;
}

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

export function isAbsolute(baseUrl: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(baseUrl);
}

/**
 * The base of `baseUrl`. A relative base (`''`, `/gateway`) is resolved against the page's origin, which a server
 * render or a Node test does not have: there only a call fails (`path` names it in the message), never creating the
 * client.
 */
export function resolveApiBase(baseUrl: string, path?: string): ApiBase {
  let url: URL;
  if (isAbsolute(baseUrl)) url = new URL(baseUrl);
  else {
    const origin = pageOrigin();
    if (!origin) {
      throw new TypeError(
        `@pasture/ui API client: ${path ? `the call to ${path}` : 'this call'} needs an absolute API base URL. ` +
          `The base URL ${JSON.stringify(baseUrl)} is relative and there is no page origin here (server-side ` +
          "rendering or Node): pass an absolute baseUrl, e.g. createPastureRuntime({ baseUrl: 'https://api.example.com' }).",
      );
    }
    url = new URL(baseUrl || '/', origin);
  }
  return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
}

/** A call's path (`/api/...`, starting with one slash) under the base. */
export function apiCallUrl(base: ApiBase, path: string): URL {
  return new URL(base.path + path, base.origin);
}

/**
 * The headers of a call without its token: JSON answers asked for, the interface language (`Accept-Language`, so a
 * server answers its texts in it; without one the browser's own list goes), and a JSON body said as such.
 */
export function apiCallHeaders({
  language,
  jsonBody,
}: {
  language?: string | null;
  jsonBody: boolean;
}): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (language) headers.set('Accept-Language', language);
  if (jsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}
