import { defineFeature } from '../../../routing/feature';
import { cardListEndpoints } from './cardList.endpoints';

export const cardListFeature = defineFeature({
  name: 'cardList',
  locale: () => import('./locales').then((module) => module.cardListLocale),
  endpoints: cardListEndpoints,
  screens: {
    cardList: () => import('./CardListScreen').then((module) => module.CardListScreen),
  },
  routes: [
    {
      name: 'cardList',
      path: '/list/card',
      group: 'list',
      order: 2,
      roles: ['*'],
      menuLabelKey: 'menu.list.cardList',
    },
  ],
  subpath: 'screens/card-list',
});
