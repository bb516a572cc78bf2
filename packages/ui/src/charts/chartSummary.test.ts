import { describe, expect, it } from 'vitest';
import { clockAngle, nearestIndex, seriesFacts, sliceShares, stackTotals } from './chartSummary';

describe('seriesFacts', () => {
  it('finds the lowest, highest and last value with the category of each', () => {
    expect(seriesFacts(['a', 'b', 'c', 'd'], [5, 2, 9, 4])).toEqual({
      count: 4,
      min: { value: 2, at: 'b' },
      max: { value: 9, at: 'c' },
      last: { value: 4, at: 'd' },
    });
  });

  it('names the first category when several share the extreme', () => {
    expect(seriesFacts(['a', 'b', 'c'], [3, 3, 3])?.max.at).toBe('a');
  });

  it('counts only categories that have a value', () => {
    expect(seriesFacts(['a', 'b', 'c'], [1, 2])?.count).toBe(2);
    expect(seriesFacts([], [])).toBeNull();
  });
});

describe('sliceShares', () => {
  it('gives each slice its share of the total in percent', () => {
    const { total, shares } = sliceShares([
      { key: 'a', value: 1 },
      { key: 'b', value: 3 },
    ]);
    expect(total).toBe(4);
    expect(shares.map((share) => share.percent)).toEqual([25, 75]);
  });

  it('counts negative parts as nothing and never divides by zero', () => {
    expect(sliceShares([{ key: 'a', value: -2 }]).shares[0]?.percent).toBe(0);
    expect(sliceShares([]).total).toBe(0);
  });
});

describe('nearestIndex', () => {
  it('picks the item whose centre is closest', () => {
    expect(nearestIndex([10, 50, 90], 62)).toBe(1);
    expect(nearestIndex([10, 50, 90], 200)).toBe(2);
    expect(nearestIndex([], 5)).toBeNull();
  });
});

describe('clockAngle', () => {
  it('measures clockwise from twelve o’clock', () => {
    expect(clockAngle(0, -1)).toBeCloseTo(0);
    expect(clockAngle(1, 0)).toBeCloseTo(Math.PI / 2);
    expect(clockAngle(0, 1)).toBeCloseTo(Math.PI);
    expect(clockAngle(-1, 0)).toBeCloseTo((3 * Math.PI) / 2);
  });
});

describe('stackTotals', () => {
  it('sums the series per category, ignoring negative parts', () => {
    expect(
      stackTotals(
        [
          [1, 2, 3],
          [4, -1, 6],
        ],
        3,
      ),
    ).toEqual([5, 2, 9]);
  });
});
