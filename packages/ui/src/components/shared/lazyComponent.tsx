import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on first use, or earlier with `preload()` (on hover, focus, or as soon as it may be
 * needed). Unlike a bare `React.lazy`, a `Component` mounted once the code is there renders the loaded component
 * directly: a render that suspends keeps its fallback for React's reveal throttle (300 ms), even when the module is
 * already in memory. Each mount keeps the component it started with, so the code arriving does not remount it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again on the next use.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return {
    Component: Preloadable,
    preload: () => {
      start().catch(() => undefined);
    },
  };
}
