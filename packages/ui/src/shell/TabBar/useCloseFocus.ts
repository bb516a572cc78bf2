import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { TabsStore } from './tabsStore';

/**
 * Where focus goes after a close. A close can take the focused control away with it (a removed tab, its close
 * button, its context menu, the question): focus then goes to the active tab, at the moment it would otherwise fall
 * to <body> — right after the render that follows `willClose()`, and in the overlays' close-auto-focus handlers
 * this returns for a context menu or the question.
 */
export function useCloseFocus({
  tabRefs,
  store,
}: {
  tabRefs: RefObject<Map<string, HTMLButtonElement>>;
  store: Pick<TabsStore, 'getSnapshot'>;
}) {
  const refocus = useRef(false);
  const focusIsLost = () => {
    const focused = document.activeElement;
    return !focused || focused === document.body || !focused.isConnected;
  };
  const focusActiveTab = () => tabRefs.current.get(store.getSnapshot().activeName)?.focus();
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (focusIsLost()) focusActiveTab();
  });
  // A context menu that closed with focus inside it gives focus back to its tab. When its tab is gone, it must not
  // fall back (Radix would focus what had focus when the menu opened, or <body>): the active tab has it, or gets it.
  const contextMenuCloseFocus = (name: string) => (event: Event) => {
    const own = tabRefs.current.get(name);
    const lost = focusIsLost();
    if (own?.isConnected && !lost) return;
    event.preventDefault();
    if (!lost) return;
    if (own?.isConnected) own.focus();
    else focusActiveTab();
  };
  // The question returns focus to what had it when it opened; when that is gone (a closed tab), to the active tab.
  const questionCloseFocus = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    focusActiveTab();
  };

  return {
    /** Call before closing tabs: after the render, focus goes to the active tab if it was lost. */
    willClose: () => {
      refocus.current = true;
    },
    contextMenuCloseFocus,
    questionCloseFocus,
  };
}
