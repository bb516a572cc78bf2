import { describe, expect, it } from 'vitest';
import { fittingCount } from './useMenuOverflow';

describe('fittingCount', () => {
  it('keeps every entry when they fit without "more"', () => {
    expect(fittingCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('leaves room for "more" as soon as one entry does not fit', () => {
    // 3 entries need 308 px; at 307 "more" (80 px with its gap) takes the room of the last two.
    expect(fittingCount([100, 100, 100], 307, 80, 4)).toBe(2);
    expect(fittingCount([100, 100, 100], 283, 80, 4)).toBe(1);
  });

  it('rounds sub-pixel widths up, so no entry reaches past the edge', () => {
    expect(fittingCount([100.2, 100.2], 204, 80, 4)).toBe(1);
  });

  it('shows only "more" when not even the first entry fits beside it', () => {
    expect(fittingCount([200, 100], 150, 80, 4)).toBe(0);
    expect(fittingCount([200], 0, 80, 4)).toBe(0);
  });

  it('has nothing to fit in an empty menu', () => {
    expect(fittingCount([], 0, 80, 4)).toBe(0);
  });
});
