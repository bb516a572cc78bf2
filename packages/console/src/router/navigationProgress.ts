import NProgress from 'nprogress';
import type { DataRouter } from 'react-router';

/** contract §2: the bar starts at 8 %, animates in 200 ms steps and trickles forward every 800 ms. */
export const NAVIGATION_PROGRESS = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

export interface TrackNavigationOptions {
  /** Scrolls the page to the top; defaults to `window.scrollTo(0, 0)`. */
  scrollToTop?: () => void;
  /**
   * Whether the first load shows the bar (default true). Not when the page is on screen already: the prerendered
   * login page, which the first load only hydrates (the bar would cost a layout and timers before it is live).
   */
  firstLoad?: boolean;
}

/**
 * Shows the progress bar while the router loads (lazy screen chunks, the guard's user-info call) and scrolls to
 * the top after every navigation (contract §2). Returns the unsubscribe function.
 */
export function trackNavigation(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  { scrollToTop = () => window.scrollTo(0, 0), firstLoad = true }: TrackNavigationOptions = {},
): () => void {
  NProgress.configure({ ...NAVIGATION_PROGRESS, showSpinner: false });
  let previous = router.state;
  // The first load (lazy route + guard) runs before the router is initialised; it is a navigation too.
  const showFirst = firstLoad && !previous.initialized;
  if (showFirst) NProgress.start();
  const isLoading = (state: DataRouter['state']) =>
    state.initialized ? state.navigation.state !== 'idle' : showFirst;
  return router.subscribe((state) => {
    const loading = isLoading(state);
    const wasLoading = isLoading(previous);
    if (loading && !wasLoading) NProgress.start();
    if (!loading && wasLoading) NProgress.done();
    if (state.location.key !== previous.location.key) scrollToTop();
    previous = state;
  });
}
