import { Activity, Fragment, useState, type ReactElement, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  NavigationType,
  useLocation,
  useOutlet,
  type Location,
} from 'react-router';

interface CachedPage {
  element: ReactElement;
  location: Location;
}

export interface KeepAliveOutletProps {
  /**
   * The route name of the page the router shows now, or null when it shows no cacheable page (the not-found page,
   * a route flagged ignoreCache): that page renders as usual and nothing is kept.
   */
  currentName: string | null;
  /** Names of the pages to keep mounted while hidden: the open tabs whose routes are not flagged ignoreCache. */
  cachedNames: readonly string[];
  /** A new key for a name remounts its page (the tab bar's reload). */
  keyOf: (name: string) => string;
  /**
   * Wraps a named page, kept or not, outside its `<Activity>` boundary (e.g. the tab bar's `TabScope`). The result
   * must carry `key={keyOf(name)}`. Default: a keyed fragment.
   */
  renderPage?: (name: string, page: ReactNode) => ReactElement;
}

const keyedFragment =
  (keyOf: (name: string) => string) =>
  (name: string, page: ReactNode): ReactElement => <Fragment key={keyOf(name)}>{page}</Fragment>;

/**
 * The router's outlet with keep-alive (the tab bar's cache): every page visited under an open tab stays mounted,
 * hidden by React's `<Activity>`, so its state (scroll, typed input, table page) is there when the tab is picked
 * again. Hidden pages keep their state but their effects are cleaned up, so timers and subscriptions stop while
 * they are away. Each kept page sees the location it was shown at, not the current one, so a hidden page never
 * reacts to another page's URL.
 *
 * That last part uses `UNSAFE_LocationContext`, React Router's own context behind `useLocation`: the router has
 * no public way to give an already-matched element (a kept outlet) another location — `<Routes location>` re-matches
 * routes, it cannot wrap the outlet we hold. The export carries no semver promise, so `react-router` is pinned to an
 * exact version in the console's package.json, and the tabs e2e ("a cached tab keeps its page state and scroll
 * position …") fails if the context stops reaching the page. Were it removed, hidden pages would have to see the
 * current location and ignore it while hidden.
 */
export function KeepAliveOutlet({
  currentName,
  cachedNames,
  keyOf,
  renderPage = keyedFragment(keyOf),
}: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const [pages, setPages] = useState<ReadonlyMap<string, CachedPage>>(() => new Map());

  // Derived during render (React's "storing information from previous renders"): a page whose tab closed (or
  // whose caching was turned off) is dropped so it unmounts; the current page is kept with its location.
  let next: Map<string, CachedPage> | null = null;
  for (const name of pages.keys()) {
    if (cachedNames.includes(name)) continue;
    next ??= new Map(pages);
    next.delete(name);
  }
  const keepCurrent = currentName !== null && outlet !== null && cachedNames.includes(currentName);
  if (keepCurrent && pages.get(currentName)?.location !== location) {
    next ??= new Map(pages);
    next.set(currentName, { element: outlet, location });
  }
  if (next) setPages(next);
  const kept = next ?? pages;

  return (
    <>
      {keepCurrent || outlet === null
        ? null
        : currentName === null
          ? outlet
          : renderPage(currentName, outlet)}
      {[...kept].map(([name, page]) => {
        const visible = keepCurrent && name === currentName;
        return renderPage(
          name,
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <LocationContext.Provider
              value={{ location: page.location, navigationType: NavigationType.Pop }}
            >
              {visible ? outlet : page.element}
            </LocationContext.Provider>
          </Activity>,
        );
      })}
    </>
  );
}
