import { describe, expect, it } from 'vitest';
import { formatChatTime, formatDuration } from './monitor.format';

describe('monitor formats', () => {
  it('writes how long a studio has been on air as a clock', () => {
    expect(formatDuration(319)).toBe('00:05:19');
    expect(formatDuration(5_410)).toBe('01:30:10');
    expect(formatDuration(-4)).toBe('00:00:00');
  });

  it('writes a chat time with seconds on a 24-hour clock in either language', () => {
    const iso = '2026-11-22T13:09:12.000Z';
    const local = new Date(iso);
    const expected = [local.getHours(), local.getMinutes(), local.getSeconds()]
      .map((part) => String(part).padStart(2, '0'))
      .join(':');
    expect(formatChatTime('zh-CN', iso)).toBe(expected);
    expect(formatChatTime('en-US', iso)).toBe(expected);
    expect(formatChatTime('en-US', 'not a time')).toBe('');
  });
});
