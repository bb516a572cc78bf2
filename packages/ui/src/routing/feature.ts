import type { ComponentType } from 'react';
import type { LocaleBundle } from '../i18n/localeBundle';

/**
 * A page screen as an app routes it: no props — what it needs from the app comes from its `ScreenHost` and the
 * providers, so any router (the console's, a host team's) can show it.
 */
export type RouteScreen = ComponentType;

/** Loads a route screen with its code, so each page is its own chunk. */
export type RouteScreenLoader = () => Promise<RouteScreen>;

/**
 * What a feature (a screen group or a shell part) brings to the app, registered once in `features.ts`: its texts
 * and the screens it offers by route name. Everything that must know every feature — the console's screen map,
 * the text parity test, the end-to-end texts — reads this list. Its mock handlers register beside it, in
 * `mocks/features.ts`, so that a production build never reaches them (docs/decisions/016-feature-registration.md).
 */
export interface FeatureManifest {
  /** Unique name; also the feature's key in Storybook's `parameters.msw.handlers`. */
  readonly name: string;
  /**
   * The feature's texts, loaded on demand: the list of features costs the first page nothing. The feature's own
   * components add them to i18n as they render (`useFeatureTranslation`).
   */
  readonly locale?: () => Promise<LocaleBundle>;
  /** The pages it offers, by route name of the route table (`createRouteTable`). */
  readonly screens?: Readonly<Record<string, RouteScreenLoader>>;
}

/** Declares a feature manifest (checked against `FeatureManifest`). */
export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}
