// Runs before the prerendered login page (login.html) paints, from a file: the CSP allows one inline script by its
// hash, index.html's entry redirect, and login.html has none (docs/deploying.md §3,
// docs/decisions/023-login-page-paints-before-its-code.md). Puts the saved theme and colour-weak mode on <body> as
// the console will, and marks the markup stale when the first render would differ from it (another language saved,
// a token or a remembered login present); login.html's head hides stale markup until the console replaces it.
// Until the console has hydrated the form, a submit (Login clicked, Enter in a field) is held back: React does not
// own the form yet, and the browser would send the fields to this page. The form is marked, and the console carries
// the submit out once the form is live (src/prehydration.ts), with what was typed meanwhile.
{
  const html = document.documentElement;
  const read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let settings = {};
  try {
    settings = JSON.parse(read('pasture.settings') ?? '{}') ?? {};
  } catch {
    // Unreadable settings: the console falls back to its defaults too.
  }
  document.body?.setAttribute('data-theme', settings.theme === 'dark' ? 'dark' : 'light');
  document.body?.setAttribute('data-color-weak', settings.colorWeak === true ? 'true' : 'false');
  const locale = read('locale');
  const sameLanguage = !locale || locale === html.lang || !['zh-CN', 'en-US'].includes(locale);
  const fresh = sameLanguage && !read('token') && !read('pasture.rememberedLogin');
  html.setAttribute('data-prerender', fresh ? 'fresh' : 'stale');
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
}
