import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  formatNumber,
  normalizeNumberText,
  parseNumber,
  roundTo,
  stepNumber,
} from './inputNumberMath';

describe('clampNumber', () => {
  it('keeps a value in range and says which bound it hit', () => {
    expect(clampNumber(5, { min: 1, max: 30 })).toEqual({ value: 5 });
    expect(clampNumber(45, { min: 1, max: 30 })).toEqual({ value: 30, reason: 'max' });
    expect(clampNumber(-2, { min: 1, max: 30 })).toEqual({ value: 1, reason: 'min' });
    expect(clampNumber(-2, {})).toEqual({ value: -2 });
  });
});

describe('roundTo', () => {
  it('rounds without binary noise', () => {
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5)).toBe(2.5);
  });
});

describe('stepNumber', () => {
  it('steps by the step in either direction and stays in range', () => {
    expect(stepNumber(5, { direction: 1 })).toBe(6);
    expect(stepNumber(0.2, { step: 0.1, direction: 1 })).toBe(0.3);
    expect(stepNumber(29.5, { step: 1, direction: 1, max: 30 })).toBe(30);
    expect(stepNumber(1, { step: 5, direction: -1, min: 0 })).toBe(0);
  });

  it('starts an empty box from zero, or the bound nearest to it', () => {
    expect(stepNumber(null, { direction: 1 })).toBe(0);
    expect(stepNumber(null, { direction: 1, min: 10, max: 20 })).toBe(10);
    expect(stepNumber(null, { direction: -1, max: -5 })).toBe(-5);
  });

  it('rounds to the precision', () => {
    expect(stepNumber(1.234, { step: 1, direction: 1, precision: 1 })).toBe(2.2);
  });
});

describe('parseNumber and formatNumber', () => {
  it('reads typed text', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-')).toBeUndefined();
    expect(parseNumber('1e3')).toBeUndefined();
    expect(parseNumber('abc')).toBeUndefined();
  });

  it('reads the thousands grouping of both interface languages, and only where it belongs', () => {
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('-1,234,567.5')).toBe(-1234567.5);
    // On its way to 1,000, and a comma where another language puts the decimal point: not numbers.
    expect(parseNumber('1,00')).toBeUndefined();
    expect(parseNumber('1,5')).toBeUndefined();
    expect(parseNumber(',100')).toBeUndefined();
    expect(parseNumber('1000,')).toBeUndefined();
  });

  it('takes full-width characters and blanks as a Chinese keyboard or a spreadsheet gives them', () => {
    expect(normalizeNumberText('１，０００')).toBe('1,000');
    expect(normalizeNumberText(' 1 000\u00a0')).toBe('1000');
    expect(normalizeNumberText('－３．５')).toBe('-3.5');
  });

  it('writes a value with fixed decimals', () => {
    expect(formatNumber(3, 2)).toBe('3.00');
    expect(formatNumber(3.5)).toBe('3.5');
    expect(formatNumber(null)).toBe('');
  });
});
