import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterSizeChange, pageCountOf, paginationItems } from './paginationRange';

describe('paginationItems', () => {
  it('lists every page while they fit in nine slots', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts a gap after the first pages near the start', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'jump-forward', 20]);
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'jump-forward', 20]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(paginationItems(6, 20)).toEqual([1, 'jump-backward', 4, 5, 6, 7, 8, 'jump-forward', 20]);
    expect(paginationItems(10, 20)).toEqual([
      1,
      'jump-backward',
      8,
      9,
      10,
      11,
      12,
      'jump-forward',
      20,
    ]);
  });

  it('puts a gap before the last pages near the end', () => {
    expect(paginationItems(16, 20)).toEqual([1, 'jump-backward', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'jump-backward', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('always shows nine slots, the current page among them, for any page of a long list', () => {
    for (let page = 1; page <= 40; page += 1) {
      const items = paginationItems(page, 40);
      expect(items).toHaveLength(9);
      expect(items).toContain(page);
    }
  });

  it('treats an out-of-range current page as the nearest page', () => {
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
  });
});

describe('page arithmetic', () => {
  it('counts pages, one at least', () => {
    expect(pageCountOf(55, 10)).toBe(6);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(100, 20)).toBe(5);
  });

  it('clamps a typed page', () => {
    expect(clampPage(7, 6)).toBe(6);
    expect(clampPage(-3, 6)).toBe(1);
    expect(clampPage(Number.NaN, 6)).toBe(1);
    expect(clampPage(2.6, 6)).toBe(3);
  });

  it('keeps the first visible item in view when the page size changes', () => {
    // Items 41–50 on page 5 of 10; with 20 a page, item 41 is on page 3.
    expect(pageAfterSizeChange(5, 10, 20, 55)).toBe(3);
    expect(pageAfterSizeChange(3, 20, 10, 55)).toBe(5);
    expect(pageAfterSizeChange(6, 10, 100, 55)).toBe(1);
  });
});
