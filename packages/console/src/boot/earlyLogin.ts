/**
 * The login call before the console has hydrated the login form (ADR 023). index.html is the login page rendered at
 * build time, and its first script holds a submit back until the console owns the form (entryRedirect.js); the
 * console's code (react-dom, the router, the runtime …) takes a few hundred milliseconds more to get there. In a
 * production build this runs as soon as its small chunk arrives (pageEarlyLogin.ts, linked from index.html beside the
 * entry): when a held-back submit passes the login form's rules, it sends the very call the library would send, its
 * URL, body and headers built by the library's own functions. Once hydrated, the console submits the form again, and
 * its API client takes this call's answer for its own identical request (`fetch` below, the runtime's) instead of
 * sending a second one: the session, the errors and what follows a login are the library's as always. Any other
 * request (other fields, another language, no early call) goes to the network as usual. Not in the demo build: there
 * the mock server starts with the console, after this would send.
 */
import {
  apiCallHeaders,
  apiCallUrl,
  coreEndpoints,
  LOGIN_PATH,
  loginErrors,
  mobileLoginBody,
  resolveApiBase,
  tidyLogin,
} from '@pasture/ui/internal';

interface EarlyCall {
  readonly url: string;
  readonly body: string;
  readonly language: string;
  readonly response: Promise<Response>;
  taken: boolean;
}

export interface EarlyLogin {
  /**
   * Sends the login call of `form`, a held-back submit of the prerendered login form, when the console would send
   * it now: the page is still the prerendered login page, nothing was sent early yet, and the fields pass the form's
   * rules (otherwise the console, once live, shows why).
   */
  send(form: HTMLFormElement): void;
  /** Watches the page for a held-back submit of the prerendered login form until the console has hydrated it. */
  watch(): void;
  /**
   * The console's API client's `fetch`: the early call's answer for the first request identical to it (method,
   * URL, body, language), else the page's `fetch` (looked up per call, so the demo's mock server can patch it late).
   */
  fetch: typeof fetch;
}

function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** The answer of `call`, or the abort reason once `signal` aborts first (as fetch itself would). */
function answerUnlessAborted(
  call: Promise<Response>,
  signal: AbortSignal | null | undefined,
): Promise<Response> {
  if (!signal) return call;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The early login of a console whose API base is `apiBaseUrl` (as the runtime is given it). */
export function createEarlyLogin({ apiBaseUrl }: { apiBaseUrl: string }): EarlyLogin {
  let early: EarlyCall | null = null;
  const { method, path } = coreEndpoints.mobileLogin;

  function send(form: HTMLFormElement): void {
    if (early !== null) return;
    if (document.documentElement.dataset.prerender !== 'fresh') return;
    if (window.location.pathname !== LOGIN_PATH) return;
    if (!(form.elements.namedItem('password') instanceof HTMLInputElement)) return;
    const values = {
      username: fieldValue(form, 'username'),
      mobile: fieldValue(form, 'mobile'),
      password: fieldValue(form, 'password'),
      rememberPassword: 'off' as const,
    };
    if (Object.keys(loginErrors(values)).length > 0) return;
    const { mobile, password } = tidyLogin(values);
    const url = apiCallUrl(resolveApiBase(apiBaseUrl, path), path).href;
    const body = JSON.stringify(mobileLoginBody({ mobile: mobile.trim(), password }));
    const language = document.documentElement.lang;
    const response = globalThis.fetch(url, {
      method,
      headers: apiCallHeaders({ language, jsonBody: true }),
      body,
    });
    // Whoever takes the answer sees a failure; until then it is not an unhandled rejection.
    response.catch(() => undefined);
    early = { url, body, language, response, taken: false };
  }

  function watch(): void {
    const root = document.documentElement;
    if (root.dataset.prerender !== 'fresh') return;
    const check = () => {
      for (const form of document.querySelectorAll<HTMLFormElement>('form[data-submit-pending]'))
        send(form);
    };
    check();
    new MutationObserver((_records, observer) => {
      if (root.dataset.prerender !== 'fresh') observer.disconnect();
      else check();
    }).observe(root, { subtree: true, attributeFilter: ['data-submit-pending', 'data-prerender'] });
  }

  const earlyFetch: typeof fetch = (input, init) => {
    const call = early;
    if (
      call !== null &&
      !call.taken &&
      input === call.url &&
      init?.method === method &&
      init.body === call.body &&
      new Headers(init.headers).get('Accept-Language') === call.language
    ) {
      call.taken = true;
      return answerUnlessAborted(call.response, init.signal);
    }
    return globalThis.fetch(input, init);
  };

  return { send, watch, fetch: earlyFetch };
}
