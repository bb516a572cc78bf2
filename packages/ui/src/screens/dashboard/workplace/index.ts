export { WorkplaceScreen } from './WorkplaceScreen';
export type { WorkplaceScreenProps } from './WorkplaceScreen';
export type { WorkplaceNavigateEvent } from './components/WorkplaceQuickLinks';
export {
  getContentData,
  getPopularAuthors,
  getPopularList,
  contentDataQueryOptions,
  popularAuthorsQueryOptions,
  popularListQueryOptions,
} from './workplace.api';
export type { WorkplaceCallOptions } from './workplace.api';
export { POPULAR_TYPES } from './workplace.types';
export type {
  ContentData,
  ContentDataPoint,
  PopularAuthor,
  PopularItem,
  PopularType,
  WorkplaceOverview,
} from './workplace.types';
export { workplaceLocale } from './locales';
