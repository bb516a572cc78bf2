export { CardListScreen } from './CardListScreen';
export {
  cardGroupQueryOptions,
  changeService,
  deleteQualityInspection,
  getQualityInspectionList,
  getRulePresetList,
  getServiceList,
  switchRulePreset,
} from './cardList.api';
export type { CardListCallOptions } from './cardList.api';
export { readCardListState, cardListSearchOf } from './cardList.params';
export type { CardListState } from './cardList.params';
export { CARD_LIST_TABS, SERVICE_ACTIONS, serviceActionOf } from './cardList.types';
export type {
  CardGroup,
  CardListTab,
  QualityInspectionFigure,
  QualityInspectionItem,
  RulePresetItem,
  ServiceAction,
  ServiceItem,
} from './cardList.types';
export { cardListLocale } from './locales';
