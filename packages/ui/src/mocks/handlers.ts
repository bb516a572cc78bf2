import type { RequestHandler } from 'msw';
import type { FeatureMocks } from './feature';
import { featureMocks } from './features';

/** What the mock side derives from a list of feature mocks (`featureMocks`, or that list plus one in a test). */
export interface MockRegistry {
  readonly handlersByFeature: Readonly<Record<string, readonly RequestHandler[]>>;
  readonly handlers: RequestHandler[];
  readonly reset: () => void;
}

/** The handlers by feature, all handlers in one list, and the reset of every mock's state, of a list of mocks. */
export function mockRegistry(list: readonly FeatureMocks[]): MockRegistry {
  const names = list.map((mocks) => mocks.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`Mocks registered twice: ${twice.join(', ')}.`);
  return {
    handlersByFeature: Object.fromEntries(list.map((mocks) => [mocks.name, mocks.handlers])),
    handlers: list.flatMap((mocks) => [...mocks.handlers]),
    reset: () => {
      for (const mocks of list) mocks.reset?.();
    },
  };
}

const registry = mockRegistry(featureMocks);

/**
 * Every feature's happy-path handlers, keyed by feature so a story or test can swap one feature's answers for a
 * scenario (`parameters.msw.handlers.auth = authScenarios.serverError`) and keep the rest.
 */
export const handlersByFeature: Readonly<Record<string, readonly RequestHandler[]>> =
  registry.handlersByFeature;

/**
 * Every feature's happy-path handlers in one list, for `setupWorker(...handlers)` or `setupServer(...handlers)`. The
 * browser and node entries' `worker` and `server` start with exactly these.
 */
export const handlers: RequestHandler[] = registry.handlers;

/** Forgets what every mock server remembered: run between tests and stories. */
export function resetMockState(): void {
  registry.reset();
}
