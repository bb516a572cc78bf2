// @pasture/ui/screens/result: the success and failure result pages.
export { ResultSuccessScreen } from './ResultSuccessScreen';
export type { ResultSuccessScreenProps } from './ResultSuccessScreen';
export { ResultErrorScreen } from './ResultErrorScreen';
export type { ResultErrorScreenProps } from './ResultErrorScreen';
