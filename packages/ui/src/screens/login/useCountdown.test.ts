import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once started and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => void vi.advanceTimersByTime(2500));
    expect(result.current.remaining).toBe(0);
  });

  it('restarts from the full length', () => {
    const { result } = renderHook(() => useCountdown(5));
    act(() => result.current.start());
    act(() => void vi.advanceTimersByTime(3000));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(5);
  });
});
