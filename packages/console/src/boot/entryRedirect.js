// The first thing index.html runs, inline at the top of its <head> (ADR 023): a visitor the console would send to
// the login page goes there before the console's code is asked for, so `/` and a bookmarked page paint the
// prerendered login form (login.html) as `/login` does. The same decisions as the router's, in its order: `/` goes
// to `/login` (the index route's redirect); without a stored token, any path but the public ones goes to
// `/login?redirect=<path>&<its query>` (the guard's `buildLoginRedirect`), the path only when it passes the
// library's redirect rule (`safeRedirectTarget`). Anything else (a token, a public path) loads the console, and
// with a token the logged-in frame's chunks are fetched with the entry's (listed in a <meta>, scripts/chunks.ts).
// `window.stop()` ends this document's parsing and loading first: its module script must never run.
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
  const { pathname, search } = window.location;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let token = null;
  try {
    token = window.localStorage.getItem('token');
  } catch {
    // No storage: the console treats it as empty too.
  }
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
  if (target !== null) {
    window.stop();
    window.location.replace(target);
  } else if (token !== null) {
    // Into the HTTP cache (hashed assets are cacheable), where the router's imports find them: a plain fetch()
    // touches no DOM sink, so Trusted Types have nothing to refuse (an injected <link rel="modulepreload"> does).
    // The body is read to its end: an unread one leaves the download open, and the page never goes network-idle.
    const list = document.querySelector('meta[name="pasture-logged-in-preload"]');
    for (const href of (list?.getAttribute('content') ?? '').split(' '))
      if (href)
        window
          .fetch(href)
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
  }
})();
