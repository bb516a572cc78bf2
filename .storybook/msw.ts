import { setupWorker } from 'msw/browser';

/** Starts the MSW worker once for Storybook; stories add their feature's handlers through parameters.msw. */
export async function startStorybookWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      // Only API calls must be mocked; Storybook's own files and fonts pass through.
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
