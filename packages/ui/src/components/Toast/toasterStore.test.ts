import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../constants';
import { createToaster } from './toasterStore';

describe('createToaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues a toast with the spec duration of 5000 ms by default', () => {
    const toaster = createToaster();
    const id = toaster.show({ type: 'error', message: 'Request Error' });
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toaster.getSnapshot()).toEqual([
      { id, type: 'error', message: 'Request Error', duration: 5000, closable: false, open: true },
    ]);
  });

  it('notifies subscribers with a new snapshot on every change, until unsubscribed', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const before = toaster.getSnapshot();
    toaster.show({ type: 'info', message: 'Hello', duration: 100 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toaster.getSnapshot()).not.toBe(before);
    unsubscribe();
    toaster.show({ type: 'info', message: 'Again' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('closes a dismissed toast, then removes it after the exit animation', () => {
    const toaster = createToaster({ exitDurationMs: 300 });
    const id = toaster.show({ type: 'success', message: 'Saved' });
    toaster.dismiss(id);
    expect(toaster.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(299);
    expect(toaster.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toaster.getSnapshot()).toEqual([]);
    toaster.dismiss('unknown');
    expect(toaster.getSnapshot()).toEqual([]);
  });

  it('keeps at most five open, closing the oldest first', () => {
    const toaster = createToaster();
    for (let index = 1; index <= 7; index += 1)
      toaster.show({ type: 'info', message: `#${index}` });
    const open = toaster.getSnapshot().filter((toast) => toast.open);
    expect(open.map((toast) => toast.message)).toEqual(['#3', '#4', '#5', '#6', '#7']);
    vi.runAllTimers();
    expect(toaster.getSnapshot()).toHaveLength(5);
  });

  it('updates a toast in place when shown again with the same id', () => {
    const toaster = createToaster();
    toaster.show({ id: 'menu', type: 'info', message: 'Loading menu', duration: Infinity });
    toaster.dismiss('menu');
    toaster.show({ id: 'menu', type: 'success', message: 'Menu loaded' });
    vi.runAllTimers();
    expect(toaster.getSnapshot()).toEqual([
      {
        id: 'menu',
        type: 'success',
        message: 'Menu loaded',
        duration: 5000,
        closable: false,
        open: true,
      },
    ]);
  });

  it('clears every toast', () => {
    const toaster = createToaster();
    toaster.show({ type: 'info', message: 'a' });
    toaster.show({ type: 'warning', message: 'b' });
    toaster.clear();
    expect(toaster.getSnapshot().every((toast) => !toast.open)).toBe(true);
    vi.runAllTimers();
    expect(toaster.getSnapshot()).toEqual([]);
  });
});
