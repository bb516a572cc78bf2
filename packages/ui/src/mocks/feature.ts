import type { RequestHandler } from 'msw';

/**
 * The mock side of a feature: its happy-path handlers, its named failure scenarios and how to forget what its mock
 * server remembered. Exported from the feature's `x.handlers.ts` beside its manifest, which `npm run api:update` lists
 * in `mocks/features.ts` under the feature's name — also its key in Storybook's `parameters.msw.handlers`, so a story
 * swaps one feature's answers and keeps the rest.
 */
export interface FeatureMocks {
  /** The `name` of the feature's manifest (`features.ts`). */
  readonly name: string;
  readonly handlers: readonly RequestHandler[];
  /** Complete handler lists per scenario (`empty`, `error`, `slow`, `unauthorized` …), for stories and tests. */
  readonly scenarios: Readonly<Record<string, readonly RequestHandler[]>>;
  /** Forgets what the feature's mock server remembered (read messages, a changed password, created rows). */
  readonly reset?: () => void;
}

/** Declares a feature's mocks (checked against `FeatureMocks`). */
export function defineFeatureMocks(mocks: FeatureMocks): FeatureMocks {
  return mocks;
}
