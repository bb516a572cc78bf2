import type { FeatureRoute, FeatureRouteGroup } from './feature';
import type { RouteLinks, RouteMeta } from './routeMeta';
import { routeGroups } from './routeGroups';
import { defaultRouteLinks } from './systemRoutes';

// The names, system routes and default links the login page needs live in systemRoutes.ts, without the table (ADR 023).
export { RouteName, defaultRouteLinks, systemRoutes } from './systemRoutes';

function sameGroup(a: FeatureRouteGroup, b: FeatureRouteGroup): boolean {
  return (
    a.name === b.name &&
    a.path === b.path &&
    a.menuLabelKey === b.menuLabelKey &&
    a.icon === b.icon &&
    a.order === b.order &&
    a.debugOnly === b.debugOnly
  );
}

/** Stable sort by a numeric key: ties keep their input order. */
function sortedBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => key(a.item) - key(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

function pageOf(route: FeatureRoute, group: FeatureRouteGroup): RouteMeta {
  return {
    name: route.name,
    path: route.path,
    ...(route.roles ? { roles: route.roles } : {}),
    requiresAuth: true,
    menuLabelKey: route.menuLabelKey,
    ...(route.icon ? { icon: route.icon } : {}),
    debugOnly: group.debugOnly,
    hideInMenu: route.hideInMenu ?? false,
    ...(route.ignoreCache ? { ignoreCache: true } : {}),
  };
}

/**
 * The menu route table (contract §2 and §6) made from the pages the features declare: each page in its group (the
 * product's `routeGroups`, or a group a feature opens), groups sorted by `order` with the external links among them
 * (display link 999 once configured, the two hidden template links closing the demo range). Throws on a page whose
 * group is unknown or declared twice differently, a page outside its group's path, or a route name used twice.
 */
export function buildRouteTable(
  routes: readonly FeatureRoute[],
  links: RouteLinks = defaultRouteLinks,
  groups: readonly FeatureRouteGroup[] = routeGroups,
): RouteMeta[] {
  const known = new Map(groups.map((group) => [group.name, group]));
  const pagesOf = new Map<string, FeatureRoute[]>();
  const names = new Set<string>();
  for (const route of routes) {
    if (typeof route.group !== 'string') {
      const declared = known.get(route.group.name);
      if (declared && !sameGroup(declared, route.group)) {
        throw new Error(
          `The route "${route.name}" declares the group "${route.group.name}" differently.`,
        );
      }
      if (!declared) known.set(route.group.name, route.group);
    }
    const groupName = typeof route.group === 'string' ? route.group : route.group.name;
    const group = known.get(groupName);
    if (!group) throw new Error(`The route "${route.name}" names an unknown group "${groupName}".`);
    if (!route.path.startsWith(`${group.path}/`)) {
      throw new Error(
        `The route "${route.name}" (${route.path}) is outside its group's path ${group.path}.`,
      );
    }
    if (names.has(route.name)) throw new Error(`Two routes are named "${route.name}".`);
    names.add(route.name);
    pagesOf.set(groupName, [...(pagesOf.get(groupName) ?? []), route]);
  }

  const entries: RouteMeta[] = [...known.values()].flatMap((group) => {
    const pages = pagesOf.get(group.name);
    if (!pages) return [];
    if (names.has(group.name))
      throw new Error(`A route and a group are both named "${group.name}".`);
    return [
      {
        name: group.name,
        path: group.path,
        requiresAuth: true,
        menuLabelKey: group.menuLabelKey,
        icon: group.icon,
        order: group.order,
        debugOnly: group.debugOnly,
        hideInMenu: false,
        children: sortedBy(pages, (page) => page.order).map((page) => pageOf(page, group)),
      },
    ];
  });
  // contract §2 keeps everything but the product group out when debug is off, the big-screen link included.
  if (links.displayBigScreen) {
    entries.push({
      name: 'displayBigScreen',
      path: '/display-big-screen',
      requiresAuth: true,
      menuLabelKey: 'menu.displayBigScreen',
      icon: 'MonitorPlay',
      order: 999,
      debugOnly: true,
      hideInMenu: false,
      externalUrl: links.displayBigScreen,
    });
  }
  // The two template links close the demo range; both hidden, so they share its last order value.
  entries.push(
    {
      name: 'designSystem',
      path: '/design-system',
      requiresAuth: true,
      menuLabelKey: 'menu.designSystem',
      icon: 'Link',
      order: 1009,
      debugOnly: true,
      hideInMenu: true,
      externalUrl: links.designSystem,
    },
    {
      name: 'faq',
      path: '/faq',
      requiresAuth: true,
      menuLabelKey: 'menu.faq',
      icon: 'CircleQuestionMark',
      order: 1009,
      debugOnly: true,
      hideInMenu: true,
      externalUrl: links.faq,
    },
  );
  return sortedBy(entries, (entry) => entry.order ?? Number.MAX_SAFE_INTEGER);
}
