import { describe, expect, it } from 'vitest';
import { formatStatistic } from './formatStatistic';

describe('formatStatistic', () => {
  it('groups digits the way each language writes them', () => {
    expect(formatStatistic(1234567.5, 'en-US')).toBe('1,234,567.5');
    expect(formatStatistic(1234567.5, 'zh-CN')).toBe('1,234,567.5');
    expect(formatStatistic(1234.5, 'de-DE')).toBe('1.234,5');
  });

  it('fixes the decimals to the precision, rounding', () => {
    expect(formatStatistic(12.3456, 'en-US', 2)).toBe('12.35');
    expect(formatStatistic(12, 'en-US', 2)).toBe('12.00');
    expect(formatStatistic(12.6, 'en-US', 0)).toBe('13');
  });

  it('passes strings through and shows a dash for what is not a number', () => {
    expect(formatStatistic('1.2万', 'zh-CN', 2)).toBe('1.2万');
    expect(formatStatistic(Number.NaN, 'en-US')).toBe('—');
  });
});
