import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createPastureRuntime, createSettingsStore, defaultRouteLinks } from '@pasture/ui';
import { ConsoleProviders } from './ConsoleProviders';
import { scrollMemory } from './layout/scrollMemory';
import { consoleEnv } from './env';
import { createConsoleRoutes } from './router/consoleRoutes';
import { createServerMenuPaths } from './router/serverMenu';
import { ConsoleRoutingProvider } from './router/ConsoleRoutingContext';
import { trackNavigation } from './router/navigationProgress';

/**
 * Demo mode answers every call in a service worker, which must be running before the first request (the guard's
 * user-info call) and so before the first render. The condition is a build-time constant: production builds
 * contain neither MSW nor the mocks.
 */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCK === 'true') {
    const [{ worker }, { setMockDelay }] = await Promise.all([
      import('@pasture/ui/mocks/browser'),
      import('@pasture/ui/mocks'),
    ]);
    // e2e sets a short latency in ms under this key (tests/e2e/support/test.ts); visitors get the spec's 600–1000 ms.
    const fastDelay = Number.parseInt(localStorage.getItem('pasture.mockDelay') ?? '', 10);
    setMockDelay(fastDelay >= 0 ? fastDelay : 'demo');
    await worker.start({
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
  }
}

async function bootstrap(): Promise<void> {
  await startMocks();
  const settings = createSettingsStore();
  const runtime = createPastureRuntime({
    baseUrl: consoleEnv.apiBaseUrl,
    debug: consoleEnv.debug,
    // contract §4: logout clears the server menu.
    onLogout: () => settings.update({ serverMenu: [] }),
  });
  const { routes, menu, access } = createConsoleRoutes({
    session: runtime.session,
    tokenStore: runtime.tokenStore,
    debug: consoleEnv.debug,
    links: { ...defaultRouteLinks, displayBigScreen: consoleEnv.bigScreenUrl },
    serverMenuPaths: createServerMenuPaths({
      settings,
      client: runtime.client,
      queryClient: runtime.queryClient,
      toaster: runtime.toaster,
      t: (key) => runtime.i18n.t(key),
    }),
  });
  const router = createBrowserRouter(routes);
  // Before every navigation scrolls to the top, note where a kept-alive tab's page was (the layout restores it).
  trackNavigation(router, {
    scrollToTop: () => {
      scrollMemory.saveCurrent();
      window.scrollTo(0, 0);
    },
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders runtime={runtime} settings={settings}>
        <ConsoleRoutingProvider value={{ menu, access }}>
          <RouterProvider router={router} />
        </ConsoleRoutingProvider>
      </ConsoleProviders>
    </StrictMode>,
  );
}

void bootstrap();
