/** Above this many rows on screen the body renders only the rows in view. */
export const VIRTUAL_THRESHOLD = 100;

/** How tightly rows are packed: row height 36 px (`compact`), 48 px (`default`) or 56 px (`comfortable`). */
export type TableDensity = 'compact' | 'default' | 'comfortable';

/** Row height per density, fixed in the virtual body so the rows in view can be computed without measuring. */
export const ROW_HEIGHT: Readonly<Record<TableDensity, number>> = {
  compact: 36,
  default: 48,
  comfortable: 56,
};

/**
 * Whether the body is virtualized: `true`/`false` force it, `'auto'` switches it on above `VIRTUAL_THRESHOLD`
 * rows (a page of 100 still renders plainly; 10,000 client-side rows do not).
 */
export function shouldVirtualize(
  rowCount: number,
  virtual: boolean | 'auto',
  threshold: number = VIRTUAL_THRESHOLD,
): boolean {
  return virtual === 'auto' ? rowCount > threshold : virtual;
}
