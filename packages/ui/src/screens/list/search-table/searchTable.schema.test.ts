import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { policySchema } from './searchTable.schema';

const valid = {
  number: '260001',
  name: '春季牧草专题',
  contentType: 'img',
  filterType: 'artificial',
  count: 1286,
  status: 'online',
};

function messageOf(values: Record<string, unknown>): string | null {
  try {
    policySchema.validateSync(values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('the rules of a new content set', () => {
  it('accepts a complete set, trimming its texts', () => {
    expect(policySchema.validateSync({ ...valid, name: '  TMR配方01 ' }).name).toBe('TMR配方01');
  });

  it('takes a set number of 1 to 12 digits', () => {
    expect(messageOf({ ...valid, number: '' })).toBe('searchTable.validation.numberRequired');
    expect(messageOf({ ...valid, number: '12-34' })).toBe('searchTable.validation.numberDigits');
    expect(messageOf({ ...valid, number: '1'.repeat(12) })).toBeNull();
    expect(messageOf({ ...valid, number: '1'.repeat(13) })).toBe(
      'searchTable.validation.numberMax',
    );
  });

  it('takes a name of at most 20 Chinese characters, letters or digits, one space between words', () => {
    expect(messageOf({ ...valid, name: ' ' })).toBe('searchTable.validation.nameRequired');
    expect(messageOf({ ...valid, name: '牧'.repeat(20) })).toBeNull();
    expect(messageOf({ ...valid, name: '牧'.repeat(21) })).toBe('searchTable.validation.nameMax');
    expect(messageOf({ ...valid, name: 'Calving season 1' })).toBeNull();
    expect(messageOf({ ...valid, name: '牧草 专题' })).toBeNull();
    expect(policySchema.validateSync({ ...valid, name: ' Calving season 1 ' }).name).toBe(
      'Calving season 1',
    );
    for (const name of ['Calving  season', 'Calving_season', 'Hay-guide', 'Calving\tseason']) {
      expect(messageOf({ ...valid, name })).toBe('searchTable.validation.nameCharacters');
    }
  });

  it('takes a whole count from 0 to 1,000,000', () => {
    expect(messageOf({ ...valid, count: 0 })).toBeNull();
    expect(messageOf({ ...valid, count: 1_000_000 })).toBeNull();
    expect(messageOf({ ...valid, count: 1_000_001 })).toBe('searchTable.validation.countRange');
    expect(messageOf({ ...valid, count: 2.5 })).toBe('searchTable.validation.countInteger');
    expect(messageOf({ ...valid, count: 'many' })).toBe('searchTable.validation.countDigits');
    expect(messageOf({ ...valid, count: '' })).toBe('searchTable.validation.countRequired');
    expect(messageOf({ ...valid, count: null })).toBe('searchTable.validation.countRequired');
  });

  it('reads a count given as text (a CSV cell) in decimal digits only, not as Number() would', () => {
    expect(policySchema.validateSync({ ...valid, count: ' 12 ' }).count).toBe(12);
    expect(policySchema.validateSync({ ...valid, count: '007' }).count).toBe(7);
    for (const text of ['0x10', '0b11', '0o7', '1e3', '1.0', '+5', '1,000', '１２', '12abc']) {
      expect(messageOf({ ...valid, count: text }), text).toBe('searchTable.validation.countDigits');
    }
    expect(messageOf({ ...valid, count: '-3' })).toBe('searchTable.validation.countRange');
    expect(messageOf({ ...valid, count: '   ' })).toBe('searchTable.validation.countRequired');
  });

  it('takes only the listed content types, filter types and statuses', () => {
    expect(messageOf({ ...valid, contentType: 'pdf' })).toBe(
      'searchTable.validation.contentTypeRequired',
    );
    expect(messageOf({ ...valid, filterType: undefined })).toBe(
      'searchTable.validation.filterTypeRequired',
    );
    expect(messageOf({ ...valid, status: 'paused' })).toBe('searchTable.validation.statusRequired');
  });
});
