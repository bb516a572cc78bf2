import { describe, expect, it } from 'vitest';
import { mockLocaleOf, textsIn, type Bilingual } from './locale';

const ask = (acceptLanguage?: string) =>
  mockLocaleOf(
    new Request('http://localhost/api/x', {
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    }),
  );

describe('mockLocaleOf', () => {
  it('answers in the first English or Chinese language the request names', () => {
    expect(ask('en-US')).toBe('en-US');
    expect(ask('zh-CN')).toBe('zh-CN');
    expect(ask('de-DE,de;q=0.9,en-GB;q=0.8,zh;q=0.5')).toBe('en-US');
    expect(ask('zh-Hant-TW, en;q=0.5')).toBe('zh-CN');
  });

  it('answers in the contract default (zh-CN) without a language it knows', () => {
    expect(ask()).toBe('zh-CN');
    expect(ask('fr-FR')).toBe('zh-CN');
  });
});

describe('textsIn', () => {
  interface Item {
    id: number;
    title: string;
    rows: { label: string; value: number }[];
    kind: 'a' | 'b';
  }
  const item: Bilingual<Item> = {
    id: 1,
    title: { 'zh-CN': '漏斗分析', 'en-US': 'Funnel analysis' },
    rows: [{ label: { 'zh-CN': '待质检数', 'en-US': 'Awaiting inspection' }, value: 3 }],
    kind: 'a',
  };

  it('picks every text of a fixture in one language and leaves the rest as it is', () => {
    expect(textsIn<Item>(item, 'en-US')).toEqual({
      id: 1,
      title: 'Funnel analysis',
      rows: [{ label: 'Awaiting inspection', value: 3 }],
      kind: 'a',
    });
    expect(textsIn<Item>(item, 'zh-CN').rows[0]?.label).toBe('待质检数');
  });
});
