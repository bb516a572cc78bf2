import { describe, expect, it } from 'vitest';
import { cartesianLayout, type CartesianLayoutInput } from './cartesianLayout';
import { formatChartDay } from './chartFormat';

const identity = (category: string) => category;

function layoutOf(input: Partial<CartesianLayoutInput>) {
  return cartesianLayout({
    width: 600,
    height: 280,
    kind: 'line',
    variant: 'default',
    categories: [],
    series: [],
    locale: 'en-US',
    formatCategory: identity,
    minXLabelSpacing: 90,
    ...input,
  });
}

const days = Array.from({ length: 8 }, (_, index) => `2026-11-${15 + index}`);

describe('cartesianLayout', () => {
  it('draws empty axes from 0 to 1 for no data, with no category and nothing to point at', () => {
    const layout = layoutOf({});
    expect(layout.yDomain).toEqual([0, 1]);
    // 280 px less 12 above and 28 below leaves 240: five ticks' worth.
    expect(layout.innerHeight).toBe(240);
    expect(layout.yTicks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(layout.yTicks.map(layout.formatTick)).toEqual(['0', '0.2', '0.4', '0.6', '0.8', '1']);
    // '0.2' is three 7 px characters, 12 px of gap; the right keeps its 16 px least.
    expect(layout.margin).toEqual({ top: 12, right: 16, bottom: 28, left: 33 });
    expect(layout.innerWidth).toBe(600 - 33 - 16);
    expect(layout.centres).toEqual([]);
    expect(layout.xTicks).toEqual([]);
    expect(layout.tops).toEqual([]);
  });

  it('puts a single point in the middle of the plot and labels it', () => {
    const layout = layoutOf({ categories: ['2026-11-15'], series: [[40]] });
    expect(layout.centres).toEqual([layout.innerWidth / 2]);
    expect(layout.xTicks).toEqual([0]);
    expect(layout.tops).toEqual([40]);
    expect(layout.yDomain).toEqual([0, 40]);
  });

  it('puts a single bar in the middle of its band', () => {
    const layout = layoutOf({ kind: 'bar', categories: ['00:00'], series: [[40]] });
    const [start = NaN] = layout.starts;
    expect(layout.bandwidth).toBeGreaterThan(0);
    expect(start + layout.bandwidth / 2).toBeCloseTo(layout.innerWidth / 2);
    expect(layout.centres).toEqual([start + layout.bandwidth / 2]);
  });

  it('keeps the value axis from zero: negative values neither lower it nor raise a top', () => {
    const layout = layoutOf({ categories: ['a', 'b', 'c'], series: [[-50, 30, -10]] });
    expect(layout.yDomain).toEqual([0, 30]);
    expect(layout.tops).toEqual([0, 30, 0]);
    expect(layoutOf({ categories: ['a'], series: [[-5]] }).yDomain).toEqual([0, 1]);
  });

  it('rounds the top of the axis up to a nice tick, unless the chart fixes it', () => {
    expect(layoutOf({ categories: ['a', 'b'], series: [[1234, 87]] }).yDomain).toEqual([0, 1300]);
    const percent = layoutOf({
      categories: ['a', 'b'],
      series: [[12.5, 87]],
      yMax: 100,
      formatTick: (value) => `${value}%`,
    });
    expect(percent.yDomain).toEqual([0, 100]);
    expect(percent.yTicks.map(percent.formatTick).at(-1)).toBe('100%');
    // '100%' is four characters: 28 px and the gap.
    expect(percent.margin.left).toBe(40);
  });

  it('reaches the largest total of a stack of bars, and points each tooltip at its total', () => {
    const series = [
      [10, 20],
      [5, 40],
    ];
    const stacked = layoutOf({ kind: 'bar', stacked: true, categories: ['a', 'b'], series });
    expect(stacked.totals).toEqual([15, 60]);
    expect(stacked.tops).toEqual([15, 60]);
    expect(stacked.yDomain).toEqual([0, 60]);
    const sideBySide = layoutOf({ kind: 'bar', categories: ['a', 'b'], series });
    expect(sideBySide.tops).toEqual([10, 40]);
    expect(sideBySide.yDomain).toEqual([0, 40]);
    // Only bars stack: a line chart given `stacked` still reaches the largest single value.
    expect(layoutOf({ stacked: true, categories: ['a', 'b'], series }).yDomain).toEqual([0, 40]);
  });

  it('leaves room for the widest y label in either language', () => {
    const input = { categories: ['a', 'b'], series: [[20000, 3000]] };
    const english = layoutOf({ ...input, locale: 'en-US' });
    const chinese = layoutOf({ ...input, locale: 'zh-CN' });
    expect(english.yTicks).toEqual(chinese.yTicks);
    // en-US writes thousands as 'K' ('20K': 21 px); zh-CN has no such unit below 万 and groups digits ('20,000': 42 px).
    expect(english.yTicks.map(english.formatTick).at(-1)).toBe('20K');
    expect(chinese.yTicks.map(chinese.formatTick).at(-1)).toBe('20,000');
    expect(english.margin.left).toBe(21 + 12);
    expect(chinese.margin.left).toBe(42 + 12);
    // From 万 on, zh-CN labels are shorter: a CJK character counts 12 px ('20万': 26 px).
    const large = layoutOf({ ...input, series: [[200000, 30000]], locale: 'zh-CN' });
    expect(large.yTicks.map(large.formatTick).at(-1)).toBe('20万');
    expect(large.margin.left).toBe(26 + 12);
  });

  it('gives a line chart room for half its last x label on the right, a bar chart a fixed 8 px', () => {
    const english = (day: string) => formatChartDay('en-US', day);
    const chinese = (day: string) => formatChartDay('zh-CN', day);
    const input = { categories: days, series: [[1, 2, 3, 4, 5, 6, 7, 8]] };
    // 'Nov 22': six characters, 42 px: half of it and 4 px.
    expect(layoutOf({ ...input, formatCategory: english }).margin.right).toBe(25);
    // '11月22日': four digits and two CJK characters, 52 px: 30 px.
    expect(layoutOf({ ...input, formatCategory: chinese }).margin.right).toBe(30);
    expect(layoutOf({ ...input, kind: 'bar', formatCategory: english }).margin.right).toBe(8);
  });

  it('labels every n-th category so that labels keep their spacing as the plot narrows', () => {
    const input = { categories: days, series: [[1, 2, 3, 4, 5, 6, 7, 8]] };
    expect(layoutOf({ ...input, width: 1000 }).xTicks).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const narrow = layoutOf({ ...input, width: 390 });
    // 390 px less 28 for the y labels and 39 for half of '2026-11-22': 323 px for 7.2 steps, 44.9 px each.
    expect(narrow.step).toBeCloseTo(44.86, 1);
    expect(narrow.xTicks).toEqual([0, 3, 6]);
    for (const [index, tick] of narrow.xTicks.entries()) {
      const next = narrow.xTicks[index + 1];
      if (next !== undefined)
        expect((narrow.centres[next] ?? 0) - (narrow.centres[tick] ?? 0)).toBeGreaterThanOrEqual(
          90,
        );
    }
  });

  it('never gives the plot a negative size when the chart is narrower or lower than its margins', () => {
    const layout = layoutOf({ width: 30, height: 20, categories: days, series: [[1, 2]] });
    expect(layout.innerWidth).toBe(0);
    expect(layout.innerHeight).toBe(0);
    expect(layout.centres.every((centre) => centre === 0)).toBe(true);
    // No room between points: only the first is labelled.
    expect(layout.xTicks).toEqual([0]);
  });

  it('draws a sparkline edge to edge: thin margins, no ticks', () => {
    const layout = layoutOf({
      variant: 'sparkline',
      height: 56,
      width: 200,
      categories: days,
      series: [[1, 2, 3, 4, 5, 6, 7, 8]],
    });
    expect(layout.margin).toEqual({ top: 4, right: 2, bottom: 4, left: 2 });
    expect(layout.innerWidth).toBe(196);
    expect(layout.innerHeight).toBe(48);
    expect(layout.yTicks).toEqual([]);
    // The largest value is at the top of the plot box, zero at its bottom.
    expect(layout.yScale(8)).toBe(0);
    expect(layout.yScale(0)).toBe(48);
  });
});
