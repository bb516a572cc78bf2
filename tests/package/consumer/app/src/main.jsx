// Another team's app, as packages/ui/README.md shows it: its own i18next instance, its own TanStack Query client,
// its own MSW worker started with the handlers of `@pasture/ui/mocks`, and two Pasture screens. Built by Vite from
// the packed tarball in tests/package/check-package.mjs and driven in Chromium by tests/package/consumer-smoke.mjs.
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { setupWorker } from 'msw/browser';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import {
  addLocaleBundles,
  coreLocaleBundles,
  createPastureRuntime,
  LoginScreen,
  MemoryScreenHost,
  PastureProvider,
  SearchTableScreen,
} from '@pasture/ui';
import { handlers, setMockDelay } from '@pasture/ui/mocks';

async function main() {
  // Your i18next instance: Pasture adds its core texts to it, and each screen adds its own on first render.
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: {},
    interpolation: { escapeValue: false },
  });
  addLocaleBundles(i18n, coreLocaleBundles);

  // Your query client: the screens' reads land in this cache.
  const queryClient = new QueryClient();
  const runtime = createPastureRuntime({ i18n, queryClient });

  // Your MSW worker (public/mockServiceWorker.js from `npx msw init public`) with Pasture's handlers.
  setMockDelay('none');
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });

  // smoke-test-only: the Chromium test checks the screens used these very objects (not shown in the README).
  window.consumer = { i18n, queryClient, runtime };
  // end smoke-test-only

  function App() {
    const [screen, setScreen] = useState('login');
    return (
      <PastureProvider runtime={runtime}>
        <MemoryScreenHost initialPath="/list/search-table">
          {screen === 'login' ? (
            <LoginScreen onLoggedIn={() => setScreen('searchTable')} />
          ) : (
            <SearchTableScreen />
          )}
        </MemoryScreenHost>
      </PastureProvider>
    );
  }

  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
