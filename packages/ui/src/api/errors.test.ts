import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './errors';

describe('ApiError', () => {
  it('carries kind, code and status', () => {
    const error = new ApiError({ kind: 'business', message: 'Nope', code: 500, status: 200 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'business', code: 500, status: 200 });
    expect(error.message).toBe('Nope');
  });
});

describe('isApiError', () => {
  it('recognises ApiError instances', () => {
    expect(isApiError(new ApiError({ kind: 'network', message: 'x' }))).toBe(true);
  });

  it('recognises an ApiError from another copy of the module', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', kind: 'timeout' });
    expect(isApiError(foreign)).toBe(true);
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['an unknown kind', Object.assign(new Error('x'), { name: 'ApiError', kind: 'other' })],
    ['a plain object', { name: 'ApiError', kind: 'http', message: 'x' }],
    ['null', null],
  ])('rejects %s', (_label, value) => {
    expect(isApiError(value)).toBe(false);
  });
});
