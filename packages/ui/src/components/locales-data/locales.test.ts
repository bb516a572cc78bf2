import { describe, expect, it } from 'vitest';
import { dataComponentsLocale } from '.';

type Messages = { [key: string]: string | Messages };

/** The same tree with every text replaced by whether it is non-empty, so two languages compare key by key. */
function shape(messages: Messages): unknown {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() !== '' : shape(value),
    ]),
  );
}

describe('dataComponentsLocale', () => {
  it('has the same non-empty texts in zh-CN and en-US', () => {
    const zh = shape(dataComponentsLocale['zh-CN']);
    expect(shape(dataComponentsLocale['en-US'])).toEqual(zh);
    expect(JSON.stringify(zh)).not.toContain('false');
  });
});
