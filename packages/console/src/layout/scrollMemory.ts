/**
 * Where each kept-alive tab was scrolled to (the window scrolls, not the page). The router scrolls to the top on
 * every navigation (contract §2); just before it does, `saveCurrent` notes where the page being left was, and the layout
 * brings a kept page back to that place when its tab is shown again.
 */
export interface ScrollMemory {
  /** The kept page whose scroll position belongs to it now, or `null` (a page that is not kept). */
  track(name: string | null): void;
  /** Notes the window's position for the tracked page; call before scrolling away from it. */
  saveCurrent(): void;
  /** Scrolls back to where `name` was left, if it was noted. */
  restore(name: string): void;
  /** Forgets the pages not among `names` (closed, reloaded or no longer kept tabs). */
  retain(names: readonly string[]): void;
  forget(name: string): void;
}

export function createScrollMemory(
  view: Pick<Window, 'scrollY' | 'scrollTo'> = window,
): ScrollMemory {
  const positions = new Map<string, number>();
  let current: string | null = null;
  return {
    track(name) {
      current = name;
    },
    saveCurrent() {
      if (current !== null) positions.set(current, view.scrollY);
    },
    restore(name) {
      const top = positions.get(name);
      if (top !== undefined && top > 0) view.scrollTo(0, top);
    },
    retain(names) {
      for (const name of positions.keys()) if (!names.includes(name)) positions.delete(name);
    },
    forget(name) {
      positions.delete(name);
    },
  };
}

/** The console's one memory: the router (boot/console.tsx) saves into it, the layout restores from it. */
export const scrollMemory = createScrollMemory(
  typeof window === 'undefined' ? { scrollY: 0, scrollTo: () => undefined } : window,
);
