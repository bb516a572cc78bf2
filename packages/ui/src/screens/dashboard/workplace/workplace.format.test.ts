import { describe, expect, it } from 'vitest';
import { formatCompact, formatInteger, formatPercent, formatYuan } from './workplace.format';

describe('workplace number formats', () => {
  it('shows the balance in yuan with two decimals in both languages', () => {
    expect(formatYuan('zh-CN', 5670)).toBe('¥5,670.00');
    expect(formatYuan('en-US', 5670)).toBe('¥5,670.00');
  });

  it('groups digits and shortens large counts per language', () => {
    expect(formatInteger('en-US', 12034)).toBe('12,034');
    expect(formatCompact('zh-CN', 3_735_000)).toBe('373.5万');
    expect(formatCompact('en-US', 3_735_000)).toBe('3.7M');
  });

  it('shows a percentage without its sign (the arrow carries the direction)', () => {
    expect(formatPercent('en-US', 2.8)).toBe('2.8%');
    expect(formatPercent('en-US', -12.5)).toBe('12.5%');
  });
});
