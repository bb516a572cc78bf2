import { describe, expect, it } from 'vitest';
import {
  chartAxisFormat,
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

  it('writes a value axis in one unit per language, the one its smallest tick fills', () => {
    const axis = (locale: string, ticks: number[]) => ticks.map(chartAxisFormat(locale, ticks));
    expect(axis('en-US', [0, 2000, 4000, 6000])).toEqual(['0', '2K', '4K', '6K']);
    expect(axis('en-US', [0, 5000, 10000, 15000])).toEqual(['0', '5K', '10K', '15K']);
    expect(axis('en-US', [0, 500, 1000, 1500])).toEqual(['0', '500', '1,000', '1,500']);
    expect(axis('en-US', [0, 1e6, 2e6])).toEqual(['0', '1M', '2M']);
    // zh-CN counts in 万 and 亿: under 1万 grouped digits, never '8000' beside '1万' on one axis.
    expect(axis('zh-CN', [0, 2000, 4000, 6000, 8000, 10000])).toEqual([
      '0',
      '2,000',
      '4,000',
      '6,000',
      '8,000',
      '10,000',
    ]);
    expect(axis('zh-CN', [0, 20000, 40000, 60000])).toEqual(['0', '2万', '4万', '6万']);
    expect(axis('zh-CN', [0, 1e8, 2e8])).toEqual(['0', '1亿', '2亿']);
    expect(axis('en-US', [0, 0.5, 1, 1.5])).toEqual(['0', '0.5', '1', '1.5']);
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
