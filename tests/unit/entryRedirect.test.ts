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
const sandbox: Record<string, unknown> = createContext({ URL, URLSearchParams, JSON });

/** What the built index.html's <html> and <body> carry once the script has run, and its submit listener. */
interface PrerenderedPage {
  /** `data-prerender` on <html> (undefined: the document carries no prerendered markup). */
  prerender: string | undefined;
  /** <body>'s attributes once it is parsed. */
  body: Map<string, string>;
  title: string;
  /** The listener the script put on `submit` (capture), if any. */
  onSubmit?: (event: unknown) => void;
}

/**
 * Runs index.html's inline script for a URL; returns where it sends the visitor (null: the console loads), what it
 * preloaded (`lists`: the content of index.html's lists of the console's files and the logged-in frame's chunks)
 * and, when `page` says
 * the document carries the prerendered login page, what it prepared there (`page.storage`: more saved keys;
 * `page.bodyLater`: <body> is parsed after the script ran, as in the browser).
 */
function run(
  url: string,
  token: string | null = null,
  lists: { console?: string; frame?: string } = {},
  page?: { storage?: Record<string, string>; bodyLater?: boolean },
) {
  const { pathname, search } = at(url);
  let target: string | null = null;
  const preloaded: string[] = [];
  const htmlAttributes = new Map<string, string>(page ? [['data-prerender', '']] : []);
  const bodyAttributes = new Map<string, string>();
  const body = { setAttribute: (name: string, value: string) => bodyAttributes.set(name, value) };
  let bodyParsed: (() => void) | null = null;
  const document = {
    documentElement: {
      lang: 'zh-CN',
      hasAttribute: (name: string) => htmlAttributes.has(name),
      getAttribute: (name: string) => htmlAttributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => htmlAttributes.set(name, value),
    },
    body: page?.bodyLater ? null : body,
    title: '登录 - 牧场管理控制台',
    querySelector: (selector: string) => {
      const content =
        selector === 'meta[name="pasture-console-preload"]'
          ? (lists.console ?? '/assets/console-1.js /assets/vendor-1.js')
          : selector === 'meta[name="pasture-logged-in-preload"]'
            ? (lists.frame ?? '/assets/layout-1.js /assets/overlays-1.js')
            : selector === 'meta[name="application-name"]'
              ? '牧场管理控制台'
              : null;
      return content === null
        ? null
        : { getAttribute: (name: string) => (name === 'content' ? content : null) };
    },
  };
  const storage: Record<string, string | null> = { token, ...page?.storage };
  let onSubmit: PrerenderedPage['onSubmit'];
  const window = {
    location: { pathname, search },
    // The same document goes on as the login page: only its address changes, before the router reads it.
    history: {
      replaceState: (state: unknown, unused: string, to: string) => {
        if (state !== null || unused !== '') throw new Error('replaceState with a state or title');
        target = to;
      },
    },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch: (href: string) => {
      preloaded.push(href);
      return Promise.resolve();
    },
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
      if (type !== 'submit' || capture !== true) throw new Error(`unexpected listener ${type}`);
      onSubmit = listener;
    },
  };
  class MutationObserver {
    constructor(private readonly callback: (records: unknown[], observer: unknown) => void) {}
    observe(node: unknown, options: { childList?: boolean }) {
      if (node !== document.documentElement || !options.childList)
        throw new Error('observes what?');
      bodyParsed = () => this.callback([], this);
    }
    disconnect() {
      bodyParsed = null;
    }
  }
  class HTMLFormElement {
    readonly attributes = new Set<string>();
    setAttribute(name: string) {
      this.attributes.add(name);
    }
  }
  Object.assign(sandbox, { MutationObserver, HTMLFormElement, window, document });
  script.runInContext(sandbox);
  if (page?.bodyLater) {
    document.body = body;
    (bodyParsed as (() => void) | null)?.();
  }
  const prerendered: PrerenderedPage = {
    prerender: htmlAttributes.get('data-prerender'),
    body: bodyAttributes,
    title: document.title,
    onSubmit,
  };
  return { target, preloaded, page: prerendered, sandbox };
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

describe("index.html's first script", () => {
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

  it("preloads the console's files unless the page is the fresh login form, and the frame for a token", () => {
    const consoleFiles = ['/assets/console-1.js', '/assets/vendor-1.js'];
    const frame = ['/assets/layout-1.js', '/assets/overlays-1.js'];
    const prerendered = {};
    // The fresh login form, however the visitor came to it: its console starts when the form is left alone
    // (src/boot/consoleStart.ts), and fetches its files then.
    for (const url of ['/login', '/', '/list/search-table', '/a?b=c'])
      expect(run(url, null, {}, prerendered).preloaded).toEqual([]);
    // A bookmark with a token: the console and the logged-in frame, at once.
    expect(run('/list/search-table', 'token', {}, prerendered).preloaded).toEqual([
      ...consoleFiles,
      ...frame,
    ]);
    // The login page with a token loads the frame once a login starts (routes/LoginRoute.tsx); `/` is the login page.
    expect(run('/login', 'token', {}, prerendered).preloaded).toEqual(consoleFiles);
    expect(run('/', 'token', {}, prerendered).preloaded).toEqual(consoleFiles);
    // Markup the console replaces at once (another language saved, a remembered login, another page) or none at all.
    const stale: Record<string, string>[] = [
      { locale: 'en-US' },
      { 'pasture.rememberedLogin': '{}' },
    ];
    for (const storage of stale)
      expect(run('/login', null, {}, { storage }).preloaded).toEqual(consoleFiles);
    expect(run('/auth-redirect', null, {}, prerendered).preloaded).toEqual(consoleFiles);
    expect(run('/login').preloaded).toEqual(consoleFiles);
    // Empty lists (a build that has nothing to add): nothing fetched.
    expect(run('/list/search-table', 'token', { console: '', frame: '' }).preloaded).toEqual([]);
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

  it('prepares the prerendered login page before it paints, and only in a build that carries it', () => {
    // The dev server's index.html has no prerendered markup: nothing to prepare, no submit held back.
    const dev = run('/login').page;
    expect(dev.prerender).toBeUndefined();
    expect(dev.body.size).toBe(0);
    expect(dev.onSubmit).toBeUndefined();
    // Bound for the login page and nothing saved: the markup is what the console renders first.
    const fresh = run('/', null, {}, { bodyLater: true }).page;
    expect(fresh.prerender).toBe('fresh');
    expect(Object.fromEntries(fresh.body)).toEqual({
      'data-theme': 'light',
      'data-color-weak': 'false',
    });
    expect(fresh.title).toBe('登录 - 牧场管理控制台');
    expect(run('/list/search-table', null, {}, {}).page.prerender).toBe('fresh');
    // Anything else hides it until the console replaces it; another page is titled by the product meanwhile.
    const bookmark = run('/list/search-table', 'token', {}, {}).page;
    expect(bookmark.prerender).toBe('stale');
    expect(bookmark.title).toBe('牧场管理控制台');
    expect(run('/auth-redirect', null, {}, {}).page.prerender).toBe('stale');
    // The router's login page is `/login` exactly (src/boot/console.tsx hydrates only there).
    expect(run('/login/', null, {}, {}).page.prerender).toBe('stale');
    expect(run('/login', 'token', {}, {}).page.prerender).toBe('stale');
    const saved: Record<string, string>[] = [
      { locale: 'en-US' },
      { 'pasture.rememberedLogin': '{}' },
    ];
    for (const storage of saved)
      expect(run('/login', null, {}, { storage }).page.prerender).toBe('stale');
    // A language the console does not know falls back to the prerendered one.
    expect(run('/login', null, {}, { storage: { locale: 'fr' } }).page.prerender).toBe('fresh');
    // The saved theme and colour weak on <body> as soon as it is parsed, as the console sets them.
    const dark = run(
      '/login',
      null,
      {},
      {
        bodyLater: true,
        storage: { 'pasture.settings': JSON.stringify({ theme: 'dark', colorWeak: true }) },
      },
    ).page;
    expect(Object.fromEntries(dark.body)).toEqual({
      'data-theme': 'dark',
      'data-color-weak': 'true',
    });
    const unreadable = run('/login', null, {}, { storage: { 'pasture.settings': '{' } });
    expect(unreadable.page.body.get('data-theme')).toBe('light');
  });

  it('holds a submit back until the console has hydrated the form, marking the form', () => {
    const { page, sandbox } = run('/login', null, {}, {});
    const submit = () => {
      const form = new (sandbox.HTMLFormElement as new () => { attributes: Set<string> })();
      const event = {
        target: form,
        prevented: false,
        stopped: false,
        preventDefault() {
          this.prevented = true;
        },
        stopImmediatePropagation() {
          this.stopped = true;
        },
      };
      page.onSubmit?.(event);
      return {
        held: event.prevented && event.stopped,
        marked: form.attributes.has('data-submit-pending'),
      };
    };
    expect(submit()).toEqual({ held: true, marked: true });
    // The console (src/boot/console.tsx) marks the page hydrated (or replaced): from then on the form is React's.
    const html = (
      sandbox.document as { documentElement: { setAttribute: (n: string, v: string) => void } }
    ).documentElement;
    html.setAttribute('data-prerender', 'hydrated');
    expect(submit()).toEqual({ held: false, marked: false });
  });

  it('is allowed by the recommended CSP by its hash, which docs/deploying.md states', () => {
    const hash = entryRedirectHash();
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash}`);
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/deploying.md'), 'utf8');
    expect(docs).toContain(`script-src 'self' ${hash}`);
  });
});
