/** A page number, or a gap that jumps five pages back (`jump-backward`) or forward (`jump-forward`). */
export type PaginationItem = number | 'jump-backward' | 'jump-forward';

/** Pages on each side of the current one; Arco's `bufferSize`. */
const BUFFER = 2;
/** How far a gap jumps: the width of the window around the current page. */
export const PAGINATION_JUMP = BUFFER * 2 + 1;

/** Pages a total fills (at least one, so an empty list still shows page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** `page` moved into `[1, pageCount]`; anything that is not a number becomes page 1. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show: always the first and last page, the current one with two on each side, and a gap for
 * what is left out. The row is always nine slots wide once there are more than nine pages, so it never jumps.
 * `paginationItems(10, 20)` → `[1, 'jump-backward', 8, 9, 10, 11, 12, 'jump-forward', 20]`.
 */
export function paginationItems(current: number, pageCount: number): PaginationItem[] {
  const last = Math.max(1, pageCount);
  const page = clampPage(current, last);
  const window = BUFFER * 2 + 3;
  if (last <= window + 2) return range(1, last);
  if (page <= BUFFER + 3) return [...range(1, window), 'jump-forward', last];
  if (page >= last - BUFFER - 2) return [1, 'jump-backward', ...range(last - window + 1, last)];
  return [1, 'jump-backward', ...range(page - BUFFER, page + BUFFER), 'jump-forward', last];
}

/** The page that keeps the first visible item in view after the page size changes. */
export function pageAfterSizeChange(
  current: number,
  oldSize: number,
  newSize: number,
  total: number,
): number {
  const firstItem = (Math.max(1, current) - 1) * oldSize;
  return clampPage(Math.floor(firstItem / newSize) + 1, pageCountOf(total, newSize));
}
