import { describe, expect, it } from 'vitest';
import { dateOutOfBounds, fromIsoDate, parseTypedDate, toIsoDate } from './isoDate';

describe('parseTypedDate', () => {
  it('reads YYYY-MM-DD and the common variants', () => {
    expect(parseTypedDate('2025-03-07')).toBe('2025-03-07');
    expect(parseTypedDate(' 2025/3/7 ')).toBe('2025-03-07');
    expect(parseTypedDate('2025.12.31')).toBe('2025-12-31');
  });

  it('refuses text and days that do not exist', () => {
    expect(parseTypedDate('2025-02-30')).toBeUndefined();
    expect(parseTypedDate('2025-13-01')).toBeUndefined();
    expect(parseTypedDate('07/03/2025')).toBeUndefined();
    expect(parseTypedDate('tomorrow')).toBeUndefined();
  });

  it('accepts a leap day only in a leap year', () => {
    expect(parseTypedDate('2024-02-29')).toBe('2024-02-29');
    expect(parseTypedDate('2025-02-29')).toBeUndefined();
  });

  it('treats an empty field as no date', () => {
    expect(parseTypedDate('  ')).toBeNull();
  });
});

describe('toIsoDate and fromIsoDate', () => {
  it('round-trip a local calendar day', () => {
    const date = fromIsoDate('2025-01-31');
    expect(date?.getDate()).toBe(31);
    expect(toIsoDate(date as Date)).toBe('2025-01-31');
    expect(toIsoDate(new Date(2025, 0, 1, 23, 59))).toBe('2025-01-01');
  });

  it('reads only the strict form', () => {
    expect(fromIsoDate('2025-1-31')).toBeUndefined();
    expect(fromIsoDate(null)).toBeUndefined();
  });
});

describe('dateOutOfBounds', () => {
  it('names the bound a date breaks', () => {
    const bounds = { min: '2025-01-01', max: '2025-12-31' };
    expect(dateOutOfBounds('2024-12-31', bounds)).toBe('beforeMin');
    expect(dateOutOfBounds('2026-01-01', bounds)).toBe('afterMax');
    expect(dateOutOfBounds('2025-01-01', bounds)).toBeNull();
    expect(dateOutOfBounds('2025-12-31', {})).toBeNull();
  });
});
