// Another team's app, as packages/ui/README.md shows it: its own i18next instance, its own TanStack Query client, in
// development an MSW worker started with the handlers of `@pasture/ui/mocks`, and two Pasture screens. Built by Vite
// from the packed tarball in tests/package/check-package.mjs (a development build, driven in Chromium by
// tests/package/consumer-app.test.mjs, and a production build, which must not contain the mocks).
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createPastureRuntime, MemoryScreenHost, PastureProvider } from '@pasture/ui';
import { LoginScreen } from '@pasture/ui/screens/login';
import { SearchTableScreen } from '@pasture/ui/screens/search-table';

// Development only: MSW and every screen's fixtures are ≈185 kB gzip that no production user may download. Behind
// `import.meta.env.DEV` the dynamic imports are dropped from a production build, so they are not even a lazy chunk.
async function startMocks() {
  if (!import.meta.env.DEV) return;
  const [{ setupWorker }, { handlers, setMockBaseUrl, setMockDelay }] = await Promise.all([
    import('msw/browser'),
    import('@pasture/ui/mocks'),
  ]);
  // The handlers answer the runtime's base URL only ('' is this page's origin), never your app's other calls.
  setMockBaseUrl('');
  setMockDelay('none');
  // public/mockServiceWorker.js comes from `npx msw init public`.
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}

async function main() {
  // Your i18next instance: each Pasture component adds its texts to it (namespace `pasture`) on first render.
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: {},
    interpolation: { escapeValue: false },
  });

  // Your query client: the screens' reads land in this cache.
  const queryClient = new QueryClient();
  const runtime = createPastureRuntime({ i18n, queryClient });

  await startMocks();

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
