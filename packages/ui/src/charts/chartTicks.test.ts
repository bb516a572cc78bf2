import { describe, expect, it } from 'vitest';
import { chartXTicks, chartYTickCount } from './chartTicks';

const days = Array.from(
  { length: 12 },
  (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`,
);

describe('chartXTicks', () => {
  it('labels every point when they are far enough apart', () => {
    expect(chartXTicks(days, 90, 90)).toEqual(days);
  });

  it('labels every n-th point from the first so that labels stay apart', () => {
    // A 224 px plot: points 20 px apart, so every fifth one (100 px apart).
    expect(chartXTicks(days, 20, 90)).toEqual(['2026-11-01', '2026-11-06', '2026-11-11']);
    expect(chartXTicks(days, 45, 90)).toEqual(days.filter((_, index) => index % 2 === 0));
  });

  it('labels only the first point when there is no room between points', () => {
    expect(chartXTicks(days, 0, 90)).toEqual(['2026-11-01']);
    expect(chartXTicks([], 0, 90)).toEqual([]);
  });
});

describe('chartYTickCount', () => {
  it('asks for one tick per 40 px, between two and five', () => {
    expect(chartYTickCount(236)).toBe(5);
    expect(chartYTickCount(130)).toBe(3);
    expect(chartYTickCount(20)).toBe(2);
  });
});
