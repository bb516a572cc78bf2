import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatMessageSchema } from './monitor.schema';

const problem = (content: string) =>
  chatMessageSchema.validate({ content }).then(
    () => null,
    (error: { message: string }) => error.message,
  );

describe('a chat message', () => {
  it('needs some text that is not only blanks', async () => {
    expect(await problem('')).toBe('monitor.chat.errors.required');
    expect(await problem('   ')).toBe('monitor.chat.errors.required');
    expect(await chatMessageSchema.validate({ content: '  你好 ' })).toEqual({ content: '你好' });
  });

  it('is at most 200 characters once trimmed', async () => {
    expect(await problem('挤'.repeat(CHAT_MESSAGE_MAX))).toBeNull();
    expect(await problem(` ${'挤'.repeat(CHAT_MESSAGE_MAX)} `)).toBeNull();
    expect(await problem('挤'.repeat(CHAT_MESSAGE_MAX + 1))).toBe('monitor.chat.errors.max');
  });
});
