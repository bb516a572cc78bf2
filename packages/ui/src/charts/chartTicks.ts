/** Tick choices of the charts, apart from the drawing so they can be tested without a layout. */

// A y tick label is one line of text; closer than this they crowd, and more than five say nothing new.
const MIN_Y_TICK_SPACING = 40;
const MAX_Y_TICKS = 5;

/**
 * The x values to label: the first point and then every n-th one, with n the smallest step that keeps the labels
 * `minSpacing` px apart when neighbouring points are `pointDistance` px apart.
 */
export function chartXTicks(
  values: readonly string[],
  pointDistance: number,
  minSpacing: number,
): string[] {
  const step =
    pointDistance > 0
      ? Math.max(1, Math.ceil(minSpacing / pointDistance))
      : Math.max(1, values.length);
  return values.filter((_, index) => index % step === 0);
}

/** How many y ticks to ask for: one per `MIN_Y_TICK_SPACING` px of plot height, between 2 and 5. */
export function chartYTickCount(innerHeight: number): number {
  return Math.min(MAX_Y_TICKS, Math.max(2, Math.floor(innerHeight / MIN_Y_TICK_SPACING)));
}
