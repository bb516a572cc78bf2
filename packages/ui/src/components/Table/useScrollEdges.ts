import { useCallback, useEffect, useState, type UIEvent } from 'react';

/**
 * A scroll box (give it `ref` and `onScroll`) and whether it scrolls sideways at all (`overflow`) and hides content
 * past its start or end edge, so fixed columns stick only when something can scroll under them and draw a shadow
 * only when something is; `width` is the box's inner width. Measured as the box mounts (before the first paint), then
 * on scrolling and size changes.
 */
export function useScrollEdges() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ overflow: false, start: false, end: false, width: 0 });
  const measure = useCallback((element: HTMLElement) => {
    const overflow = element.scrollWidth - 1 > element.clientWidth;
    const start = element.scrollLeft > 0;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    const width = element.clientWidth;
    setEdges((previous) =>
      previous.overflow === overflow &&
      previous.start === start &&
      previous.end === end &&
      previous.width === width
        ? previous
        : { overflow, start, end, width },
    );
  }, []);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setBox(element);
      if (element) measure(element);
    },
    [measure],
  );
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => measure(event.currentTarget),
    [measure],
  );
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(() => measure(box));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box, measure]);
  return { box, ref, edges, onScroll };
}
