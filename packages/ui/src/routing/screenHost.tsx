import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Where a screen is shown: the page's path, query string (with `?`) and hash (with `#`). */
export interface ScreenLocation {
  /** The path, e.g. `/list/search-table`. */
  readonly pathname: string;
  /** The query string with its `?` (e.g. `?status=online&current=2`), or `''`. Screens keep filters and pages here. */
  readonly search: string;
  /** The fragment with its `#`, or `''`. */
  readonly hash: string;
}

/** Options of `ScreenHost.navigate`: whether the navigation adds a history entry. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (URL state such as filters and pages). */
  replace?: boolean;
}

/**
 * What a screen may ask of the app that shows it, without knowing its router: the page's location (URL state
 * lives in its query string), going to another page, leaving, and having the app's guards decide again. The
 * console implements it with React Router; Storybook and other teams' apps get an in-memory host.
 */
export interface ScreenHost {
  /** Where the screen is now; a new object after every navigation, so a screen re-reads its URL state. */
  readonly location: ScreenLocation;
  /** Opens a path of this app (`/list/card?tab=rules`), or another query of this page (`?current=2`). */
  navigate(to: string, options?: NavigateOptions): void;
  /** Leaves the page: back in history, or to the user's landing page when there is no history. */
  leave(): void;
  /** Asks the app to decide again what this page may show (route guards), e.g. after a farm switch. */
  revalidate(): void;
}

const ScreenHostContext = createContext<ScreenHost | null>(null);
ScreenHostContext.displayName = 'ScreenHostContext';

/** Props of `ScreenHostProvider`: the host and the screens below it. */
export interface ScreenHostProviderProps {
  /**
   * The app's host (the console's adapts React Router); keep the object stable between renders except when the
   * location changes.
   */
  host: ScreenHost;
  /** The screens that use the host. */
  children?: ReactNode;
}

/** Gives the screens below their host (the console wraps every routed page in one). */
export function ScreenHostProvider({ host, children }: ScreenHostProviderProps) {
  return <ScreenHostContext.Provider value={host}>{children}</ScreenHostContext.Provider>;
}

function parse(to: string, from: ScreenLocation): ScreenLocation {
  const url = new URL(to, `http://host${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Props of `MemoryScreenHost`, the in-memory host for Storybook, tests and apps without a router. */
export interface MemoryScreenHostProps {
  /** Where the screen starts (`/list/search-table?status=online`). Default `/`. */
  initialPath?: string;
  /** Called on every navigation, e.g. a Storybook action or a test spy. */
  onNavigate?: (event: { to: string; replace: boolean }) => void;
  /** Called when the screen leaves its page. */
  onLeave?: () => void;
  /** The screens shown at the in-memory location. */
  children?: ReactNode;
}

/**
 * A host that keeps the location in memory: navigation changes what the screen sees (so URL state works in
 * Storybook and in tests) without touching the browser's address bar.
 */
export function MemoryScreenHost({
  initialPath = '/',
  onNavigate,
  onLeave,
  children,
}: MemoryScreenHostProps) {
  const [location, setLocation] = useState<ScreenLocation>(() =>
    parse(initialPath, { pathname: '/', search: '', hash: '' }),
  );
  const host = useMemo<ScreenHost>(
    () => ({
      location,
      navigate(to, options) {
        setLocation((current) => parse(to, current));
        onNavigate?.({ to, replace: options?.replace ?? false });
      },
      leave: () => onLeave?.(),
      revalidate: () => undefined,
    }),
    [location, onNavigate, onLeave],
  );
  return <ScreenHostProvider host={host}>{children}</ScreenHostProvider>;
}

/** Outside every host a screen still renders; it has nowhere to go, so navigation does nothing. */
const DETACHED_HOST: ScreenHost = {
  location: { pathname: '/', search: '', hash: '' },
  navigate: () => undefined,
  leave: () => undefined,
  revalidate: () => undefined,
};

/** The host of the calling screen; a detached one (no navigation) outside every provider. */
export function useScreenHost(): ScreenHost {
  return useContext(ScreenHostContext) ?? DETACHED_HOST;
}
