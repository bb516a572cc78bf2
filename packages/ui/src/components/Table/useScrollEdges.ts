import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether a box scrolls sideways at all (`overflow`) and whether it hides content past its start or end edge, so
 * fixed columns stick only when something can scroll under them and draw a shadow only when something is. Follows
 * scrolling (call `onScroll`) and size changes.
 */
export function useScrollEdges(box: HTMLElement | null) {
  const [edges, setEdges] = useState({ overflow: false, start: false, end: false });
  const onScroll = useCallback(() => {
    if (!box) return;
    const overflow = box.scrollWidth - 1 > box.clientWidth;
    const start = box.scrollLeft > 0;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((previous) =>
      previous.overflow === overflow && previous.start === start && previous.end === end
        ? previous
        : { overflow, start, end },
    );
  }, [box]);
  useEffect(() => {
    if (!box) return;
    // An observer reports once as soon as it observes, which takes the first measurement too. Its callback runs
    // before the frame is painted; applied at once, a table that starts scrolling sideways is drawn with its fixed
    // columns in place from that frame on.
    const observer = new ResizeObserver(() => flushSync(onScroll));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box, onScroll]);
  return { edges, onScroll };
}
