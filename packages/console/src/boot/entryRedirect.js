// The first thing index.html runs, inline at the top of its <head> (ADR 023). index.html is the login page rendered at
// build time, for every path. First, a visitor the console would send to the login page is put there at once, in
// this document (`history.replaceState`, before the router reads the address), so `/` and a bookmarked page paint
// the prerendered form as `/login` does, with no second document. The same decisions as the router's, in its order:
// `/` goes to `/login` (the index route's redirect); without a stored token, any path but the public ones goes to
// `/login?redirect=<path>&<its query>` (the guard's `buildLoginRedirect`), the path only when it passes the
// library's redirect rule (`safeRedirectTarget`). Anything else (a token, a public path) is the console's to render.
// The console's files (listed in a <meta>, scripts/chunks.ts) are fetched at once for every visitor but one on the
// fresh prerendered login form, whose console starts when the visitor lets it (src/boot/consoleStart.ts); with a
// token the logged-in frame's chunks come with them, except on the login page, which loads them once a login starts.
// Then, in a build whose index.html carries the prerendered page (`data-prerender` on <html>; not the dev server's),
// what must hold before it paints, without holding up the parser (no script file to wait for): the markup is marked
// stale when the first render would differ from it (another page than the login page, another language saved, a
// token or a remembered login present; the head hides stale markup until the console replaces it); <body> gets the
// saved theme and colour-weak mode as the console will set them, and another page the product's name as its title
// until the console sets the page's, both as soon as <body> is parsed (a mutation observer's callback runs before
// anything paints). Until the console has hydrated the form, a submit (Login clicked, Enter in a field) is held back:
// React does not own the form yet, and the browser would send the fields to this page. The form is marked, and the
// console carries the submit out once the form is live (src/prehydration.ts), with what was typed meanwhile.
// Inlined without these comment lines by vite.config.ts; the CSP allows it by the hash of exactly that text
// (scripts/lib/entry-redirect.mjs, docs/deploying.md). Any change here changes the hash: the docs follow it.
(() => {
  const unsafe = (value) =>
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused.
    /[\u0000-\u001f\u007f]/.test(value);
  const safe = (raw) => {
    if (raw.length > 2048) return false;
    let value = raw;
    for (let round = 0; round < 4; round += 1) {
      if (unsafe(value)) return false;
      let next;
      try {
        next = decodeURIComponent(value);
      } catch {
        return false;
      }
      if (next === value) break;
      value = next;
    }
    if (unsafe(value)) return false;
    const base = 'http://redirect.invalid';
    let url;
    try {
      url = new URL(raw, base);
    } catch {
      return false;
    }
    return url.origin === base && !unsafe(url.pathname + url.search + url.hash);
  };
  const read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // No storage: the console treats it as empty too.
      return null;
    }
  };
  const { pathname, search } = window.location;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const token = read('token');
  let target = null;
  if (path === '/') target = '/login';
  else if (token === null && path !== '/login' && path !== '/auth-redirect') {
    const params = new URLSearchParams();
    if (safe(path)) params.set('redirect', path);
    for (const [key, value] of new URLSearchParams(search))
      if (key !== 'redirect') params.append(key, value);
    const query = params.toString();
    target = query ? `/login?${query}` : '/login';
  }
  if (target !== null) window.history.replaceState(null, '', target);
  const html = document.documentElement;
  const prerendered = html.hasAttribute('data-prerender');
  const loginPage = target !== null || pathname === '/login';
  const locale = read('locale');
  const sameLanguage = !locale || locale === html.lang || !['zh-CN', 'en-US'].includes(locale);
  const fresh =
    prerendered && loginPage && sameLanguage && !token && !read('pasture.rememberedLogin');
  // Into the HTTP cache (hashed assets are cacheable), where the console's imports find them: a plain fetch()
  // touches no DOM sink, so Trusted Types have nothing to refuse (an injected <link rel="modulepreload"> does).
  // The body is read to its end: an unread one leaves the download open, and the page never goes network-idle.
  const preload = (name) => {
    const list = document.querySelector(`meta[name="${name}"]`);
    for (const href of (list?.getAttribute('content') ?? '').split(' '))
      if (href)
        window
          .fetch(href)
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
  };
  // The console's files, unless the page is the fresh login form: its console starts once the form is left alone
  // (src/boot/consoleStart.ts), and until then nothing downloads or compiles beside the visitor's typing.
  if (!fresh) preload('pasture-console-preload');
  if (target === null && token !== null && path !== '/login') preload('pasture-logged-in-preload');

  if (!prerendered) return;
  html.setAttribute('data-prerender', fresh ? 'fresh' : 'stale');
  let settings = {};
  try {
    settings = JSON.parse(read('pasture.settings') ?? '{}') ?? {};
  } catch {
    // Unreadable settings: the console falls back to its defaults too.
  }
  const onBody = (body) => {
    body.setAttribute('data-theme', settings.theme === 'dark' ? 'dark' : 'light');
    body.setAttribute('data-color-weak', settings.colorWeak === true ? 'true' : 'false');
    const product = document.querySelector('meta[name="application-name"]');
    if (!loginPage && product) document.title = product.getAttribute('content') ?? '';
  };
  if (document.body) onBody(document.body);
  else
    new MutationObserver((records, observer) => {
      if (!document.body) return;
      observer.disconnect();
      onBody(document.body);
    }).observe(html, { childList: true });
  window.addEventListener(
    'submit',
    (event) => {
      const state = html.getAttribute('data-prerender');
      if (state !== 'fresh' && state !== 'stale') return;
      event.preventDefault();
      // Before any listener of the page's: React must not see it half-hydrated (the console submits it again).
      event.stopImmediatePropagation();
      if (event.target instanceof HTMLFormElement)
        event.target.setAttribute('data-submit-pending', '');
    },
    true,
  );
})();
