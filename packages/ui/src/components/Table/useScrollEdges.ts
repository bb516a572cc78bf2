import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a horizontally scrolling box hides content past its start or end edge, so fixed columns can draw a shadow
 * only when something is under them. Follows scrolling (call `onScroll`) and size changes.
 */
export function useScrollEdges(box: HTMLElement | null) {
  const [edges, setEdges] = useState({ start: false, end: false });
  const onScroll = useCallback(() => {
    if (!box) return;
    const start = box.scrollLeft > 0;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, [box]);
  useEffect(() => {
    if (!box) return;
    // An observer reports once as soon as it observes, which takes the first measurement too.
    const observer = new ResizeObserver(onScroll);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box, onScroll]);
  return { edges, onScroll };
}
