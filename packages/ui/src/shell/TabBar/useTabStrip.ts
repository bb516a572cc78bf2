import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The tab strip's scrolling: it keeps the active tab (with its close button) in view, says whether there is more
 * to either side (for the edge shades), and turns a vertical wheel into sideways scrolling.
 */
export function useTabStrip({
  activeName,
  tabs,
  tabRefs,
  closeRefs,
}: {
  activeName: string;
  /** The open tabs: a new list (tabs came or went) brings the active tab into view again. */
  tabs: readonly unknown[];
  tabRefs: RefObject<Map<string, HTMLButtonElement>>;
  closeRefs: RefObject<Map<string, HTMLSpanElement>>;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false });

  const measureOverflow = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const start = scroller.scrollLeft > 1;
    const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    setOverflow((current) =>
      current.start === start && current.end === end ? current : { start, end },
    );
  }, []);

  // Keep the active tab (with its close button) in view; instant, so the bar never lags behind the page.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const tab = tabRefs.current.get(activeName);
    if (!scroller || !tab) return;
    const box = scroller.getBoundingClientRect();
    const start = tab.getBoundingClientRect().left - box.left + scroller.scrollLeft;
    const end =
      (closeRefs.current.get(activeName) ?? tab).getBoundingClientRect().right -
      box.left +
      scroller.scrollLeft;
    const margin = 24;
    if (start - margin < scroller.scrollLeft) scroller.scrollLeft = Math.max(0, start - margin);
    else if (end + margin > scroller.scrollLeft + scroller.clientWidth)
      scroller.scrollLeft = end + margin - scroller.clientWidth;
    measureOverflow();
  }, [activeName, tabs, measureOverflow, tabRefs, closeRefs]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // A vertical wheel scrolls the strip sideways, as most mice have no horizontal wheel.
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      if (scroller.scrollWidth <= scroller.clientWidth) return;
      event.preventDefault();
      scroller.scrollLeft += event.deltaY;
    };
    scroller.addEventListener('wheel', onWheel, { passive: false });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measureOverflow());
    observer?.observe(scroller);
    return () => {
      scroller.removeEventListener('wheel', onWheel);
      observer?.disconnect();
    };
  }, [measureOverflow]);

  return { scrollerRef, overflow, measureOverflow };
}
