import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import {
  answerInRequestLanguage,
  mockLocaleOf,
  mockMessageIn,
  mockMessagesInChinese,
  textsIn,
  type Bilingual,
} from './locale';

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

describe('mocked refusals in the request language', () => {
  const messages = mockMessagesInChinese(
    { busy: 'the test service is busy', fixed: 'a text the contract fixes' } as const,
    { busy: '测试服务繁忙' },
  );
  const request = (acceptLanguage?: string) =>
    new Request('http://localhost/api/x', {
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    });

  it('keeps the English names and gives the Chinese of the ones it declares', () => {
    expect(messages.busy).toBe('the test service is busy');
    expect(mockMessageIn(messages.busy, 'zh-CN')).toBe('测试服务繁忙');
    expect(mockMessageIn(messages.busy, 'en-US')).toBe('the test service is busy');
    expect(mockMessageIn(messages.fixed, 'zh-CN')).toBe('a text the contract fixes');
  });

  it('rewrites msg and Message of an answer to a Chinese request only', async () => {
    const debug = () => HttpResponse.json({ code: 50000, msg: messages.busy, data: null });
    const real = () => HttpResponse.json({ Code: 500, Message: messages.busy }, { status: 403 });
    const zh = await answerInRequestLanguage(real(), request('zh-CN,zh;q=0.9'));
    expect(zh.status).toBe(403);
    expect(await zh.json()).toEqual({ Code: 500, Message: '测试服务繁忙' });
    expect(await (await answerInRequestLanguage(debug(), request('zh-CN'))).json()).toMatchObject({
      msg: '测试服务繁忙',
    });
    for (const language of ['en-US', undefined]) {
      const answer = await answerInRequestLanguage(debug(), request(language));
      expect(await answer.json()).toMatchObject({ msg: 'the test service is busy' });
    }
  });
});
