import { describe, expect, it } from 'vitest';
import { shouldVirtualize, VIRTUAL_THRESHOLD } from './virtualization';

describe('shouldVirtualize', () => {
  it('switches on automatically only above the threshold', () => {
    expect(VIRTUAL_THRESHOLD).toBe(100);
    expect(shouldVirtualize(100, 'auto')).toBe(false);
    expect(shouldVirtualize(101, 'auto')).toBe(true);
    expect(shouldVirtualize(10_000, 'auto')).toBe(true);
    expect(shouldVirtualize(0, 'auto')).toBe(false);
  });

  it('obeys an explicit choice whatever the row count', () => {
    expect(shouldVirtualize(10_000, false)).toBe(false);
    expect(shouldVirtualize(3, true)).toBe(true);
  });

  it('takes another threshold', () => {
    expect(shouldVirtualize(51, 'auto', 50)).toBe(true);
    expect(shouldVirtualize(50, 'auto', 50)).toBe(false);
  });
});
