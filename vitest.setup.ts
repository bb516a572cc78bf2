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
// The unit project shares one module graph between files (isolate: false, ADR 018): a file that replaced the
// server's initial handlers (`server.resetHandlers(...handlers)`) would break every later file, so it fails here.
const scope = globalThis as { pastureInitialHandlerCount?: number };
scope.pastureInitialHandlerCount ??= server.listHandlers().length;
afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (server.listHandlers().length !== scope.pastureInitialHandlerCount) {
    throw new Error(
      "This test replaced the MSW server's initial handlers; use server.use(...) for a scenario instead.",
    );
  }
  resetMockState();
  // Node-environment tests (`@vitest-environment node`, e.g. the lint-config test) have no storage.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
});
afterAll(() => server.close());
