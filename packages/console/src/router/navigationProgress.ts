import NProgress from 'nprogress';
import type { DataRouter } from 'react-router';

/** contract §2: the bar starts at 8 %, animates in 200 ms steps and trickles forward every 800 ms. */
export const NAVIGATION_PROGRESS = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

export interface TrackNavigationOptions {
  /** Scrolls the page to the top; defaults to `window.scrollTo(0, 0)`. */
  scrollToTop?: () => void;
}

/**
 * Shows the progress bar while the router loads (lazy screen chunks, the guard's user-info call) and scrolls to
 * the top after every navigation (contract §2). Returns the unsubscribe function.
 */
export function trackNavigation(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  { scrollToTop = () => window.scrollTo(0, 0) }: TrackNavigationOptions = {},
): () => void {
  NProgress.configure({ ...NAVIGATION_PROGRESS, showSpinner: false });
  let previous = router.state;
  // The first load (lazy route + guard) runs before the router is initialised; it is a navigation too.
  if (!previous.initialized) NProgress.start();
  return router.subscribe((state) => {
    const loading = !state.initialized || state.navigation.state !== 'idle';
    const wasLoading = !previous.initialized || previous.navigation.state !== 'idle';
    if (loading && !wasLoading) NProgress.start();
    if (!loading && wasLoading) NProgress.done();
    if (state.location.key !== previous.location.key) scrollToTop();
    previous = state;
  });
}
