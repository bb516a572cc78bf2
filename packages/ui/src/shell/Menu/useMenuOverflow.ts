import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How many entries of a row fit, in order, in `available` px: all of them when their widths and the gaps between
 * them fit; otherwise as many as fit beside the "more" entry (whose width `moreWidth` includes its own gap).
 * Widths are rounded up, so sub-pixel text never ends up a pixel over the edge.
 */
export function fittingCount(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const rounded = widths.map((width) => Math.ceil(width));
  const total = rounded.reduce((sum, width) => sum + width, 0) + gap * (rounded.length - 1);
  if (total <= available) return rounded.length;
  let used = Math.ceil(moreWidth);
  let count = 0;
  for (const width of rounded) {
    if (used + width + gap > available) break;
    used += width + gap;
    count += 1;
  }
  return count;
}

/**
 * Measures a horizontal list whose children are entries (`data-menu-entry`) and one "more" entry
 * (`data-menu-more`), and returns how many entries fit before the rest must move into "more". Every entry stays
 * rendered (the overflowing ones out of the flow and invisible), so their real widths are known in any language
 * and font; a ResizeObserver on the list and each entry measures again when the room or a label changes, and a
 * new set of entries (`entryKeys`, e.g. another role's menu) is measured as it mounts. A hidden list keeps its last
 * count (measuring it would move every entry into "more" until the next resize).
 */
export function useMenuOverflow<T extends HTMLElement>(entryKeys: readonly string[]) {
  const count = entryKeys.length;
  const layoutKey = entryKeys.join('|');
  const listRef = useRef<T>(null);
  const [visibleCount, setVisibleCount] = useState(count);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // A list without a box (an ancestor display: none, as a Storybook canvas is while it prepares a story, or a
      // hidden tab) has no room to measure: keep the last count until it shows, when the observer fires again.
      if (list.getClientRects().length === 0) return;
      const entries = [...list.querySelectorAll<HTMLElement>(':scope > [data-menu-entry]')];
      const more = list.querySelector<HTMLElement>(':scope > [data-menu-more]');
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      const moreWidth = more ? more.getBoundingClientRect().width + gap : 0;
      setVisibleCount(
        fittingCount(
          entries.map((entry) => entry.getBoundingClientRect().width),
          list.clientWidth,
          moreWidth,
          gap,
        ),
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const child of list.children) observer.observe(child);
    return () => observer.disconnect();
  }, [layoutKey]);

  return { listRef, visibleCount: Math.min(visibleCount, count) };
}
