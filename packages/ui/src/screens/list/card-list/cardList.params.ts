import { isCardListTab, type CardListTab } from './cardList.types';

/** Longest search text kept from a link. */
export const CARD_SEARCH_MAX = 50;

/** What the card list shows: the tab (`?tab=`, All when absent) and the title search (`?q=`). */
export interface CardListState {
  tab: CardListTab;
  query: string;
}

/** The page's state from its query string; an unknown tab is All. */
export function readCardListState(search: string): CardListState {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  return {
    tab: isCardListTab(tab) ? tab : 'all',
    query: (params.get('q') ?? '').trim().slice(0, CARD_SEARCH_MAX),
  };
}

/** The query string of a state (`?…`, or `''` for All without a search). */
export function cardListSearchOf({ tab, query }: CardListState): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (query.trim()) params.set('q', query.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether a card's title matches the search (any case; an empty search matches every card). */
export function titleMatches(title: string, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  return wanted === '' || title.toLowerCase().includes(wanted);
}
