import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createContext, Script } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, decideNavigation, resolveLoginRedirect } from '@pasture/ui/internal';
// The library's redirect rule itself (not part of its API: resolveLoginRedirect applies it).
import { safeRedirectTarget } from '../../packages/ui/src/auth/redirect';
import { contentSecurityPolicy } from '../../scripts/lib/security-headers.mjs';
import { entryRedirectHash, entryRedirectScript } from '../../scripts/lib/entry-redirect.mjs';

/** A URL as the browser's location holds it (`//x` is a path here, not another host). */
const at = (url: string) => new URL(`https://console.example${url}`);

const script = new Script(entryRedirectScript());
const sandbox = createContext({ URL, URLSearchParams, window: null, document: null });

/**
 * Runs index.html's inline script for a URL; returns where it sends the visitor (null: the console loads) and what
 * it preloaded (`preloadList`: the content of index.html's list of the logged-in frame's chunks).
 */
function run(
  url: string,
  token: string | null = null,
  preloadList = '/assets/layout-1.js /assets/overlays-1.js',
) {
  const { pathname, search } = at(url);
  let target: string | null = null;
  let stopped = false;
  const preloaded: string[] = [];
  const document = {
    querySelector: (selector: string) =>
      selector === 'meta[name="pasture-logged-in-preload"]'
        ? { getAttribute: (name: string) => (name === 'content' ? preloadList : null) }
        : null,
  };
  const window = {
    location: {
      pathname,
      search,
      replace: (to: string) => {
        if (!stopped) throw new Error('replace before stop: the bundle could still run');
        target = to;
      },
    },
    localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
    fetch: (href: string) => {
      preloaded.push(href);
      return Promise.resolve();
    },
    stop: () => {
      stopped = true;
    },
  };
  sandbox.window = window;
  sandbox.document = document;
  script.runInContext(sandbox);
  return { target, preloaded };
}

const entryRedirect = (url: string, token: string | null = null) => run(url, token).target;

/** Where the console's router sends a visitor without a token (the index route, then the guard). */
function routerTarget(url: string): string | null {
  const { pathname, search } = at(url);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return '/login';
  const decision = decideNavigation({
    path,
    search,
    hasToken: false,
    role: null,
    route: null,
    routes: [],
  });
  return decision.type === 'redirect' ? decision.to : null;
}

describe("index.html's entry redirect", () => {
  it('sends a visitor without a token where the router would, before the console loads', () => {
    expect(entryRedirect('/')).toBe('/login');
    expect(entryRedirect('/?lang=en')).toBe('/login');
    expect(entryRedirect('/list/search-table')).toBe('/login?redirect=%2Flist%2Fsearch-table');
    expect(entryRedirect('/list/search-table/?page=2&redirect=%2Fx')).toBe(
      '/login?redirect=%2Flist%2Fsearch-table&page=2',
    );
    for (const url of ['/list/search-table', '/a/b?c=1&d=2', '/exception/404', '/x/'])
      expect(entryRedirect(url)).toBe(routerTarget(url));
  });

  it('preloads the logged-in frame for a visitor with a token, and for nobody else', () => {
    expect(run('/list/search-table', 'token').preloaded).toEqual([
      '/assets/layout-1.js',
      '/assets/overlays-1.js',
    ]);
    expect(run('/list/search-table').preloaded).toEqual([]);
    expect(run('/', 'token').preloaded).toEqual([]);
    expect(run('/list/search-table', 'token', '').preloaded).toEqual([]);
  });

  it('leaves public paths and visitors with a token to the console', () => {
    expect(entryRedirect('/login')).toBeNull();
    expect(entryRedirect('/login?redirect=%2Fx')).toBeNull();
    expect(entryRedirect('/auth-redirect?redirect=%2Fx')).toBeNull();
    expect(entryRedirect('/list/search-table', 'token')).toBeNull();
    // `/` is the login page for everyone (the index route redirects without asking the guard).
    expect(entryRedirect('/', 'token')).toBe('/login');
  });

  it('keeps a redirect only when it passes the library rule, and the login page accepts what it keeps', () => {
    for (const unsafe of [
      '//evil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil',
      '/%5Cevil',
      '/%0aevil',
    ])
      expect(entryRedirect(`${unsafe}?a=1`), unsafe).toBe('/login?a=1');
    fc.assert(
      fc.property(
        // Path segments with the tricks the redirect rule refuses: empty ('//'), encoded slashes and backslashes,
        // control characters, dot segments, broken escapes, non-ASCII.
        fc
          .array(
            fc.constantFrom(
              'a',
              'list',
              '',
              '.',
              '..',
              '%2F',
              '%252F',
              '%5C',
              '%0a',
              '%',
              '%E4%B8%AD',
              'x y',
            ),
            { minLength: 1, maxLength: 5 },
          )
          .map((parts) => parts.join('/')),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }), {
          maxKeys: 3,
        }),
        (path, query) => {
          const search = new URLSearchParams(query).toString();
          const url = `/${path}${search ? `?${search}` : ''}`;
          const { pathname } = at(url);
          const target = entryRedirect(url);
          const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
          if (['/', '/login', '/auth-redirect'].includes(normalised)) return;
          const expected =
            safeRedirectTarget(normalised) === null
              ? buildLoginRedirect({ pathname: '/', search })
              : buildLoginRedirect({ pathname: normalised, search });
          expect(target).toBe(`${expected.pathname}${expected.search}`);
          const back = resolveLoginRedirect(at(target ?? '').search);
          // After login the visitor stays on this site.
          if (back !== null) expect(back).toMatch(/^\/(?![/\\])/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is allowed by the recommended CSP by its hash, which docs/deploying.md states', () => {
    const hash = entryRedirectHash();
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash}`);
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/deploying.md'), 'utf8');
    expect(docs).toContain(`script-src 'self' ${hash}`);
  });
});
