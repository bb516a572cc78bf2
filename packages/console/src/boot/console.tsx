import NProgress from 'nprogress';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { LOGIN_PATH } from '@pasture/ui/internal';
import { createConsoleApp, routerReady } from '../consoleApp';
import { consoleEnv } from '../env';
import { scrollMemory } from '../layout/scrollMemory';
import { trackNavigation } from '../router/navigationProgress';
import { installTrustedTypesPolicy } from '../trustedTypes';

/**
 * Demo mode answers every call in a service worker, which must be running before the first request (the guard's
 * user-info call) and so before the first render. The condition is a build-time constant: production builds
 * contain neither MSW nor the mocks.
 */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCK === 'true') {
    const [{ worker }, { setMockBaseUrl, setMockDelay, handlers, hostileHandler }] =
      await Promise.all([import('@pasture/ui/mocks/browser'), import('@pasture/ui/mocks')]);
    // e2e sets a short latency in ms under this key (tests/e2e/support/test.ts); visitors get the spec's 600–1000 ms.
    const fastDelay = Number.parseInt(localStorage.getItem('pasture.mockDelay') ?? '', 10);
    setMockDelay(fastDelay >= 0 ? fastDelay : 'demo');
    // The handlers answer the base URL the runtime calls, and nothing else on the page.
    setMockBaseUrl(consoleEnv.apiBaseUrl);
    await worker.start({
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
    // e2e turns on hostile data under this key: script payloads in every server string (ADR 021).
    if (localStorage.getItem('pasture.mockScenario') === 'hostile')
      worker.use(hostileHandler(handlers));
  }
}

/**
 * index.html carries the login page rendered at build time (ADR 023). It is hydrated when the browser would render
 * exactly that: index.html's first script marked nothing stale (the login page, saved language zh-CN, no token, no
 * remembered login) and the router, once ready, is still on the login page. Otherwise the markup goes and the
 * console renders afresh.
 */
function canHydrate(container: HTMLElement, router: DataRouter): boolean {
  return (
    container.firstElementChild !== null &&
    document.documentElement.dataset.prerender === 'fresh' &&
    router.state.location.pathname === LOGIN_PATH &&
    router.state.errors === null
  );
}

/**
 * React owns the prerendered form: what scripts/prerenderLogin.ts marked is undone, index.html's first script
 * lets submits through, and what was typed (and a submit held back) meanwhile goes to the live form.
 */
function markHydrated(container: HTMLElement, handOver: () => void): void {
  for (const element of container.querySelectorAll('[data-prehydration]')) {
    element.removeAttribute(element.getAttribute('data-prehydration') ?? '');
    element.removeAttribute('data-prehydration');
  }
  document.documentElement.dataset.prerender = 'hydrated';
  handOver();
}

/**
 * Starts the console in `container` (index.html's #root). `handOver` (from `keepTypedInput`, which main.tsx started
 * as soon as the page ran its first module) gives the live form what was typed into the prerendered one.
 */
export async function bootConsole(container: HTMLElement, handOver: () => void): Promise<void> {
  // Before anything writes to the DOM: the one markup string the console lets through is nprogress's bar.
  installTrustedTypesPolicy([NProgress.settings.template]);
  await startMocks();
  let hydrating = false;
  const { router, element } = createConsoleApp({
    createRouter: createBrowserRouter,
    onFirstCommit: () => {
      if (hydrating) markHydrated(container, handOver);
    },
  });
  // Before every navigation scrolls to the top, note where a kept-alive tab's page was (the layout restores it).
  trackNavigation(router, {
    scrollToTop: () => {
      scrollMemory.saveCurrent();
      window.scrollTo(0, 0);
    },
    // The prerendered login page is on screen already: its first load only makes it live.
    firstLoad: document.documentElement.dataset.prerender !== 'fresh',
  });
  if (container.firstElementChild) {
    // On the login page the first render must show what the markup shows: the login route with its code and loader
    // done (hidden markup stays hidden meanwhile). Any other page renders at once: its loading state shows while the
    // router loads it.
    if (router.state.location.pathname === LOGIN_PATH) {
      await routerReady(router);
      if (canHydrate(container, router)) {
        hydrating = true;
        hydrateRoot(container, element);
        return;
      }
    }
    container.replaceChildren();
    document.documentElement.dataset.prerender = 'replaced';
  }
  createRoot(container).render(element);
}
