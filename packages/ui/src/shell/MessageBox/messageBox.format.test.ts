import { describe, expect, it } from 'vitest';
import { formatMessageTime, parseMessageTime } from './messageBox.format';

const now = new Date(2026, 10, 22, 15, 0, 0);

describe('formatMessageTime', () => {
  it('says today and yesterday in the interface language', () => {
    expect(formatMessageTime('en-US', '2026-11-22 12:30:01', now)).toBe('Today 12:30');
    expect(formatMessageTime('zh-CN', '2026-11-22 12:30:01', now)).toBe('今天 12:30');
    expect(formatMessageTime('en-US', '2026-11-21 18:05:42', now)).toBe('Yesterday 18:05');
    expect(formatMessageTime('zh-CN', '2026-11-21 18:05:42', now)).toBe('昨天 18:05');
  });

  it('dates older messages, with the year when it is not this one', () => {
    expect(formatMessageTime('en-US', '2026-11-20 10:12:30', now)).toBe('Nov 20, 10:12');
    expect(formatMessageTime('zh-CN', '2026-11-20 10:12:30', now)).toBe('11月20日 10:12');
    expect(formatMessageTime('en-US', '2025-12-31 23:59:00', now)).toBe('Dec 31, 2025, 23:59');
    expect(formatMessageTime('zh-CN', '2025-12-31 23:59:00', now)).toBe('2025年12月31日 23:59');
  });

  it('shows a time the server wrote some other way as it came', () => {
    expect(formatMessageTime('en-US', '今天 12:30:01', now)).toBe('今天 12:30:01');
    expect(parseMessageTime('2026-02-30 10:00:00')).toBeNull();
  });
});
