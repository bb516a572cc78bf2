import { describe, expect, it, vi } from 'vitest';
import { createSessionPrompt } from './sessionPrompt';

describe('session prompt', () => {
  it('opens once for concurrent failures and answers all of them', async () => {
    const prompt = createSessionPrompt();
    const listener = vi.fn();
    prompt.subscribe(listener);
    const first = prompt.request({ reason: 'http401', message: 'Unauthorized' });
    const second = prompt.request({ reason: 'logoutCode', code: 50008, message: 'not logged in' });
    expect(prompt.getSnapshot().event).toEqual({ reason: 'http401', message: 'Unauthorized' });
    expect(listener).toHaveBeenCalledTimes(1);
    prompt.settle(false);
    await expect(Promise.all([first, second])).resolves.toEqual([false, false]);
    expect(prompt.getSnapshot().event).toBeNull();
  });

  it('asks again after the previous answer', async () => {
    const prompt = createSessionPrompt();
    const first = prompt.request({ reason: 'http401', message: 'Unauthorized' });
    prompt.settle(true);
    await expect(first).resolves.toBe(true);
    const second = prompt.request({ reason: 'logoutCode', code: 50014, message: 'Token expired' });
    expect(prompt.getSnapshot().event?.code).toBe(50014);
    prompt.settle(false);
    await expect(second).resolves.toBe(false);
  });
});
