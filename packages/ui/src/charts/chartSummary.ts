/** The facts a chart's text summary states, computed apart from the drawing so they can be tested without a layout. */

export interface SeriesExtreme {
  /** The value. */
  value: number;
  /** The category (x value) it belongs to; the first one when several share the value. */
  at: string;
}

export interface SeriesFacts {
  count: number;
  min: SeriesExtreme;
  max: SeriesExtreme;
  last: SeriesExtreme;
}

/** Lowest, highest and last value of a series over its categories; `null` for no values. */
export function seriesFacts(
  categories: readonly string[],
  values: readonly number[],
): SeriesFacts | null {
  const count = Math.min(categories.length, values.length);
  if (count === 0) return null;
  const pointAt = (index: number): SeriesExtreme => ({
    value: values[index] ?? 0,
    at: categories[index] ?? '',
  });
  let min = pointAt(0);
  let max = pointAt(0);
  for (let index = 1; index < count; index += 1) {
    const point = pointAt(index);
    if (point.value < min.value) min = point;
    if (point.value > max.value) max = point;
  }
  return { count, min, max, last: pointAt(count - 1) };
}

export interface SliceShare {
  key: string;
  value: number;
  /** Share of the total in percent (0–100); 0 when the total is 0. */
  percent: number;
}

/** Each slice's share of the total, in percent. */
export function sliceShares(slices: readonly { key: string; value: number }[]): {
  total: number;
  shares: SliceShare[];
} {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  return {
    total,
    shares: slices.map((slice) => ({
      key: slice.key,
      value: slice.value,
      percent: total > 0 ? (Math.max(0, slice.value) / total) * 100 : 0,
    })),
  };
}

/**
 * The index of the item nearest to `position` among items at `centres` (ascending or not); `null` for none.
 * Pointer and keyboard both pick items by index, so every chart type shares this.
 */
export function nearestIndex(centres: readonly number[], position: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  centres.forEach((centre, index) => {
    const distance = Math.abs(centre - position);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The angle of a point around a centre as a pie or radar measures it: 0 at twelve o'clock, growing clockwise, in
 * [0, 2π).
 */
export function clockAngle(dx: number, dy: number): number {
  const angle = Math.atan2(dx, -dy);
  return angle < 0 ? angle + 2 * Math.PI : angle;
}

/** Sums per category of the visible series, for stacked bars and their totals. */
export function stackTotals(series: readonly (readonly number[])[], length: number): number[] {
  return Array.from({ length }, (_, index) =>
    series.reduce((sum, values) => sum + Math.max(0, values[index] ?? 0), 0),
  );
}
