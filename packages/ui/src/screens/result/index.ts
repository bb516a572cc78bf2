export { ResultSuccessScreen } from './ResultSuccessScreen';
export type { ResultSuccessScreenProps } from './ResultSuccessScreen';
export { ResultErrorScreen } from './ResultErrorScreen';
export type { ResultErrorScreenProps } from './ResultErrorScreen';
export { resultLocale } from './locales';
