import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Where a screen is shown: the page's path, query string (with `?`) and hash (with `#`). */
export interface ScreenLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

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

export interface ScreenHostProviderProps {
  host: ScreenHost;
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

export interface MemoryScreenHostProps {
  /** Where the screen starts (`/list/search-table?status=online`). Default `/`. */
  initialPath?: string;
  /** Called on every navigation, e.g. a Storybook action or a test spy. */
  onNavigate?: (event: { to: string; replace: boolean }) => void;
  /** Called when the screen leaves its page. */
  onLeave?: () => void;
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
