import type { ComponentType } from 'react';
import type { Endpoint } from '../api/endpoints';
import type { LocaleBundle } from '../i18n/localeBundle';
import type { RouteIconName, RouteRole } from './routeMeta';

/**
 * A page screen as an app routes it: no props — what it needs from the app comes from its `ScreenHost` and the
 * providers, so any router (the console's, a host team's) can show it.
 */
export type RouteScreen = ComponentType;

/** Loads a route screen with its code, so each page is its own chunk. */
export type RouteScreenLoader = () => Promise<RouteScreen>;

/**
 * A top-level entry of the menu that holds pages (`/dashboard`). The product's groups are declared once in
 * `routing/routeGroups.ts`; a feature that opens a new group declares it on its first page instead, and every page
 * that names the same group must declare it identically.
 */
export interface FeatureRouteGroup {
  /** Unique route name of the group. */
  readonly name: string;
  /** Path prefix of its pages (`/dashboard`). */
  readonly path: string;
  /** i18n key of the group's label, under `menu.`. */
  readonly menuLabelKey: `menu.${string}`;
  /** Menu icon (lucide component name). */
  readonly icon: RouteIconName;
  /** Sort key among top-level entries (product 0, display link 999, demo groups 1001–1009). */
  readonly order: number;
  /** A template demo group: left out when debug is off. Its pages follow it. */
  readonly debugOnly: boolean;
}

/** A page a feature offers: where it lives in the menu and who may open it. Its screen is `screens[name]`. */
export interface FeatureRoute {
  /** Unique route name; the key of the feature's `screens` that renders it. */
  readonly name: string;
  /** Absolute path (`/dashboard/workplace`), under its group's path. */
  readonly path: string;
  /** The group it is listed in: a group's name from `routeGroups`, or the group itself when the feature opens one. */
  readonly group: string | FeatureRouteGroup;
  /** Position among the group's pages (ascending; ties keep registration order). */
  readonly order: number;
  /** Roles allowed to open it (`['*']`: every logged-in user); absent inherits the group's. */
  readonly roles?: readonly RouteRole[];
  /** i18n key of its menu, breadcrumb, tab and document-title label, under `menu.`. */
  readonly menuLabelKey: `menu.${string}`;
  /** Menu icon; pages inside a group usually have none. */
  readonly icon?: RouteIconName;
  /** Reachable but not listed in the menu. */
  readonly hideInMenu?: boolean;
  /** Not kept alive when its tab is left. */
  readonly ignoreCache?: boolean;
}

/**
 * What a feature (a screen group or a shell part) brings to the app — its single registration, one line in
 * `features.ts`. Everything that must know every feature derives from that list: the route table and with it the
 * menu, the guard's access list and the console's pages (`routes`, `screens`), the endpoint map (`endpoints`), the
 * text parity test and the end-to-end texts (`locale`), the package `exports` and `tsconfig.json` paths (`subpath`,
 * written by `scripts/registry.mjs`). Its mock handlers live beside it in `x.handlers.ts`, which the same script lists
 * in `mocks/features.ts`: a production build never reaches them
 * (docs/decisions/028-the-feature-manifest-is-the-registration.md).
 */
export interface FeatureManifest {
  /** Unique name; also the feature's key in Storybook's `parameters.msw.handlers`. */
  readonly name: string;
  /**
   * The feature's texts, loaded on demand: the list of features costs the first page nothing. The feature's own
   * components add them to i18n as they render (`useFeatureTranslation`).
   */
  readonly locale?: () => Promise<LocaleBundle>;
  /** The pages it offers, by route name (`routes`; `notFound` is the system route for unknown paths). */
  readonly screens?: Readonly<Record<string, RouteScreenLoader>>;
  /** The menu entries of its screens: each route names a screen of `screens`, each screen has a route. */
  readonly routes?: readonly FeatureRoute[];
  /** The server calls it makes, by name (`x.endpoints.ts`); the endpoint map of the app is every feature's. */
  readonly endpoints?: Readonly<Record<string, Endpoint>>;
  /**
   * The package subpath its folder's `index.ts` is published as (`screens/search-table` for
   * `@pasture/ui/screens/search-table`); absent for a feature that is not an entry of its own.
   */
  readonly subpath?: `screens/${string}`;
}

/** Declares a feature manifest (checked against `FeatureManifest`, literal types kept). */
export function defineFeature<const M extends FeatureManifest>(manifest: M): M {
  return manifest;
}
