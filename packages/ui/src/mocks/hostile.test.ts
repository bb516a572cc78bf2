import { describe, expect, it } from 'vitest';
import { HOSTILE_URL, poison } from './hostile';

describe('the hostile scenario', () => {
  it('poisons every human string and URL field and keeps identifiers, enums, dates and tokens', () => {
    const answer = poison({
      code: 20000,
      msg: 'success',
      data: {
        token: 'eyJ.abc def',
        list: [
          { id: 7, name: '挤奶厅数字化', status: 'online', createdTime: '2026-11-23 10:00:00' },
          { id: 8, name: 'Herd report', role: 'admin', link: 'https://farm.example/doc' },
        ],
      },
    }) as { msg: string; data: { token: string; list: Record<string, unknown>[] } };
    expect(answer.msg).toBe('success');
    expect(answer.data.token).toBe('eyJ.abc def');
    const [first, second] = answer.data.list;
    expect(first).toMatchObject({ id: 7, status: 'online', createdTime: '2026-11-23 10:00:00' });
    expect(first?.name).toMatch(/^<img src=x onerror=.*>挤奶厅数字化$/);
    expect(second?.name).toBe('Herd report</script><script>window.__pastureHostile=1</script>');
    expect(second).toMatchObject({ role: 'admin', link: HOSTILE_URL });
  });
});
