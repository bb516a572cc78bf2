import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockState } from './packages/ui/src/mocks';
import { server } from './packages/ui/src/mocks/node';

// The unit step shares two cores with the builds of stage 1, and a read that fails on the network is retried once
// after a second (the query client's policy), so the default 1 s for findBy*/waitFor is too tight to be truthful.
configure({ asyncUtilTimeout: 3_000 });

// A test fails on an unexpected console.error / console.warn and on a request no handler answers.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} was called: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockState();
  // Node-environment tests (`@vitest-environment node`, e.g. the lint-config test) have no storage.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());
