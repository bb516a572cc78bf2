import { describe, expect, it } from 'vitest';
import { cardListSearchOf, readCardListState, titleMatches } from './cardList.params';
import { serviceActionOf, serviceAfter } from './cardList.types';

describe('the card list URL', () => {
  it('is All without a search by default, and an unknown tab is All', () => {
    expect(readCardListState('')).toEqual({ tab: 'all', query: '' });
    expect(readCardListState('?tab=everything&q=%20%20')).toEqual({ tab: 'all', query: '' });
    expect(cardListSearchOf({ tab: 'all', query: '' })).toBe('');
  });

  it('keeps the tab and the search, and gives back what it wrote', () => {
    const state = { tab: 'rules' as const, query: '内容 规则' };
    expect(cardListSearchOf(state)).toBe('?tab=rules&q=%E5%86%85%E5%AE%B9+%E8%A7%84%E5%88%99');
    expect(readCardListState(cardListSearchOf(state))).toEqual(state);
  });

  it('matches titles that contain the search, in any case', () => {
    expect(titleMatches('内容屏蔽规则', '屏蔽')).toBe(true);
    expect(titleMatches('TMR Rules', 'tmr')).toBe(true);
    expect(titleMatches('漏斗分析', '画像')).toBe(false);
    expect(titleMatches('漏斗分析', '  ')).toBe(true);
  });
});

describe('what a service offers', () => {
  it('renews an expired service, cancels an open one and opens the rest (contract §2)', () => {
    expect(serviceActionOf({ enable: false, expires: true })).toBe('renew');
    expect(serviceActionOf({ enable: true, expires: true })).toBe('renew');
    expect(serviceActionOf({ enable: true, expires: false })).toBe('cancel');
    expect(serviceActionOf({ enable: false, expires: false })).toBe('open');
  });

  it('is open and current after a renewal', () => {
    expect(serviceAfter({ enable: false, expires: true }, 'renew')).toEqual({
      enable: true,
      expires: false,
    });
    expect(serviceAfter({ enable: true, expires: false }, 'cancel')).toEqual({
      enable: false,
      expires: false,
    });
  });
});
