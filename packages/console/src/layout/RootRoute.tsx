import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { type RouteMeta } from '@pasture/ui';
import { useClientVariantTitle, useMenuLabel } from '@pasture/ui/internal';
import { NavigationProgressStyle } from '../router/NavigationProgressStyle';

/** Route `handle` of the console: the route-table entry the page renders. */
export interface ConsoleRouteHandle {
  route: RouteMeta;
}

export function isConsoleHandle(handle: unknown): handle is ConsoleRouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The document title follows the page and the language: '<page> - <product>'. */
function useDocumentTitle() {
  const menuLabel = useMenuLabel();
  const product = useClientVariantTitle();
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isConsoleHandle);
  const page = handle ? menuLabel(handle.route.menuLabelKey) : null;
  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product]);
}

/** The top route: navigation-progress styles and the document title around every page. */
export function RootRoute() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgressStyle />
      <Outlet />
    </>
  );
}
