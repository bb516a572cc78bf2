import { describe, expect, it } from 'vitest';
import {
  estimateLabelWidth,
  formatChartCompact,
  formatChartDay,
  formatChartNumber,
  formatChartPercent,
  joinChartList,
} from './chartFormat';

describe('chart formats per language', () => {
  it('groups digits and abbreviates as each language does', () => {
    expect(formatChartNumber('zh-CN', 12034)).toBe('12,034');
    expect(formatChartCompact('zh-CN', 12000)).toBe('1.2万');
    expect(formatChartCompact('en-US', 12000)).toBe('12K');
  });

  it('writes percentages from percent units', () => {
    expect(formatChartPercent('en-US', 45.25, 1)).toBe('45.3%');
    expect(formatChartPercent('zh-CN', 20.63, 2)).toBe('20.63%');
  });

  it('writes a day the short way of each language and leaves other labels alone', () => {
    expect(formatChartDay('zh-CN', '2026-11-20')).toBe('11月20日');
    expect(formatChartDay('en-US', '2026-11-20')).toBe('Nov 20');
    expect(formatChartDay('en-US', '22:00')).toBe('22:00');
  });

  it('joins a list as each language does', () => {
    expect(joinChartList('en-US', ['A', 'B', 'C'])).toBe('A, B, and C');
    expect(joinChartList('zh-CN', ['甲', '乙', '丙'])).toBe('甲、乙和丙');
  });

  it('estimates wider room for CJK characters than for digits', () => {
    expect(estimateLabelWidth('12K')).toBe(21);
    expect(estimateLabelWidth('1.2万')).toBe(33);
  });
});
