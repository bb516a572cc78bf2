import { dataComponentsFeature } from './components/dataComponents.feature';
import { chartsFeature } from './charts/charts.feature';
import { coreLocaleBundles } from './i18n/resources';
import type { LocaleBundle } from './i18n/localeBundle';
import type { FeatureManifest, FeatureRoute, RouteScreenLoader } from './routing/feature';
import { buildRouteTable } from './routing/routeTable';
import type { RouteLinks, RouteMeta } from './routing/routeMeta';
import { defaultRouteLinks } from './routing/systemRoutes';
import { loginFeature } from './screens/login/login.feature';
import { exceptionFeature } from './screens/exception/exception.feature';
import { stepFormFeature } from './screens/form/step-form/stepForm.feature';
import { groupFormFeature } from './screens/form/group-form/groupForm.feature';
import { basicProfileFeature } from './screens/profile/basic/basicProfile.feature';
import { resultFeature } from './screens/result/result.feature';
import { productFeature } from './screens/product/product.feature';
import { workplaceFeature } from './screens/dashboard/workplace/workplace.feature';
import { monitorFeature } from './screens/dashboard/monitor/monitor.feature';
import { dataAnalysisFeature } from './screens/visualization/data-analysis/dataAnalysis.feature';
import { multiDimensionAnalysisFeature } from './screens/visualization/multi-dimension-data-analysis/multiDimensionAnalysis.feature';
import { cardListFeature } from './screens/list/card-list/cardList.feature';
import { searchTableFeature } from './screens/list/search-table/searchTable.feature';
import { userFeature } from './screens/user/user.feature';
import { messageBoxFeature } from './shell/MessageBox/messageBox.feature';
import { navbarFeature } from './shell/Navbar/navbar.feature';
import { tabBarFeature } from './shell/TabBar/tabBar.feature';
import { shellFeature } from './shell/shell.feature';
import { settingsFeature } from './settings/settings.feature';

/**
 * Every feature of the library, registered here once: adding a screen is its folder and one line below
 * (docs/adding-a-screen.md). The route table and with it the menu, the guard's access list and the console's pages,
 * the endpoint map (`endpoints.ts`), the text parity test and the end-to-end texts derive from this list;
 * `scripts/registry.mjs` (`npm run api:update`) writes from it the package `exports`, the `tsconfig.json` paths and
 * the mock list `mocks/features.ts` (docs/decisions/028-the-feature-manifest-is-the-registration.md).
 */
export const features = [
  loginFeature,
  dataComponentsFeature,
  chartsFeature,
  exceptionFeature,
  productFeature,
  workplaceFeature,
  monitorFeature,
  dataAnalysisFeature,
  multiDimensionAnalysisFeature,
  searchTableFeature,
  cardListFeature,
  userFeature,
  stepFormFeature,
  groupFormFeature,
  basicProfileFeature,
  resultFeature,
  shellFeature,
  navbarFeature,
  tabBarFeature,
  messageBoxFeature,
  settingsFeature,
] as const satisfies readonly FeatureManifest[];

/** The pages every feature declares, in registration order. */
export function featureRoutes(list: readonly FeatureManifest[] = features): FeatureRoute[] {
  return list.flatMap((feature) => feature.routes ?? []);
}

/**
 * The menu route table of the product: the pages of every feature in their groups, with the external links (ADR 028).
 * `registeredRoutes` filters it by debug mode and by the screens an app has.
 */
export function createRouteTable(
  links: RouteLinks = defaultRouteLinks,
  list: readonly FeatureManifest[] = features,
): readonly RouteMeta[] {
  return buildRouteTable(featureRoutes(list), links);
}

/** The route table with the default links. */
export const routeTable: readonly RouteMeta[] = createRouteTable();

/** The screens of every feature by route name; two features offering the same route name is a mistake. */
export function screensByRouteName(
  list: readonly FeatureManifest[] = features,
): ReadonlyMap<string, RouteScreenLoader> {
  const screens = new Map<string, RouteScreenLoader>();
  for (const feature of list) {
    for (const [name, load] of Object.entries(feature.screens ?? {})) {
      if (screens.has(name)) {
        throw new Error(`Two features offer a screen for the route "${name}" (${feature.name}).`);
      }
      screens.set(name, load);
    }
  }
  return screens;
}

/**
 * Every text bundle of the library, core and feature: for the parity test, and for a host that wants every text up
 * front (`addLocaleBundles(i18n, await loadLocaleBundles())`).
 */
export async function loadLocaleBundles(): Promise<LocaleBundle[]> {
  const list: readonly FeatureManifest[] = features;
  const featureBundles = await Promise.all(
    list.flatMap((feature) => (feature.locale ? [feature.locale()] : [])),
  );
  return [...coreLocaleBundles, ...featureBundles];
}
