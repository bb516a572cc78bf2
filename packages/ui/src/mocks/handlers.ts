import type { RequestHandler } from 'msw';
import { featureMocks } from './features';

/**
 * Every feature's happy-path handlers, keyed by feature so a story or test can swap one feature's answers for a
 * scenario (`parameters.msw.handlers.auth = authScenarios.serverError`) and keep the rest.
 */
export const handlersByFeature: Readonly<Record<string, readonly RequestHandler[]>> =
  Object.fromEntries(featureMocks.map((mocks) => [mocks.name, mocks.handlers]));

/**
 * Every feature's happy-path handlers in one list, for `setupWorker(...handlers)` or `setupServer(...handlers)`. The
 * browser and node entries' `worker` and `server` start with exactly these.
 */
export const handlers: RequestHandler[] = featureMocks.flatMap((mocks) => [...mocks.handlers]);

/** Forgets what every mock server remembered: run between tests and stories. */
export function resetMockState(): void {
  for (const mocks of featureMocks) mocks.reset?.();
}
