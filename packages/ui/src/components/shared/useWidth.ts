import { useCallback, useState } from 'react';

/**
 * The width of the element given the returned ref, following resizes (`null` until measured). The first
 * measurement is taken as React attaches the ref, before the browser paints: the layout it decides (a compact
 * pagination, vertical steps) is the first one drawn, not a second one a frame later.
 */
export function useWidth() {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
