import NProgress from 'nprogress';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_PROGRESS, trackNavigation } from './navigationProgress';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<null>((done) => {
    resolve = () => done(null);
  });
  return { promise, resolve };
}

describe('trackNavigation', () => {
  afterEach(() => {
    NProgress.remove();
    NProgress.status = null;
  });

  it('configures the bar as contract §2 says, without the spinner', () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    const stop = trackNavigation(router, { scrollToTop: vi.fn() });
    expect(NProgress.settings).toMatchObject({ ...NAVIGATION_PROGRESS, showSpinner: false });
    expect(NAVIGATION_PROGRESS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
    stop();
    router.dispose();
  });

  it('shows the bar while a navigation loads, ends it when done and scrolls to the top', async () => {
    const slow = deferred();
    const router = createMemoryRouter([
      { path: '/', Component: () => null },
      { path: '/slow', loader: () => slow.promise, Component: () => null },
    ]);
    const scrollToTop = vi.fn();
    const stop = trackNavigation(router, { scrollToTop });
    expect(NProgress.isStarted()).toBe(false);

    const navigation = router.navigate('/slow');
    expect(NProgress.isStarted()).toBe(true);
    expect(scrollToTop).not.toHaveBeenCalled();

    slow.resolve();
    await navigation;
    expect(router.state.location.pathname).toBe('/slow');
    expect(NProgress.isStarted()).toBe(false);
    expect(scrollToTop).toHaveBeenCalledTimes(1);

    await router.navigate('/');
    expect(scrollToTop).toHaveBeenCalledTimes(2);
    stop();
    router.dispose();
  });

  it('covers the first load, which runs before the router is initialised', async () => {
    const first = deferred();
    const router = createMemoryRouter([
      { path: '/', loader: () => first.promise, Component: () => null },
    ]);
    const stop = trackNavigation(router, { scrollToTop: vi.fn() });
    expect(NProgress.isStarted()).toBe(true);
    first.resolve();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(NProgress.isStarted()).toBe(false);
    stop();
    router.dispose();
  });

  it('leaves the first load of a page already on screen (the prerendered login page) without the bar', async () => {
    const first = deferred();
    const later = deferred();
    const router = createMemoryRouter([
      { path: '/', loader: () => first.promise, Component: () => null },
      { path: '/later', loader: () => later.promise, Component: () => null },
    ]);
    const stop = trackNavigation(router, { scrollToTop: vi.fn(), firstLoad: false });
    expect(NProgress.isStarted()).toBe(false);
    first.resolve();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(NProgress.isStarted()).toBe(false);
    // Every later navigation shows it as usual.
    const navigation = router.navigate('/later');
    expect(NProgress.isStarted()).toBe(true);
    later.resolve();
    await navigation;
    expect(NProgress.isStarted()).toBe(false);
    stop();
    router.dispose();
  });
});
