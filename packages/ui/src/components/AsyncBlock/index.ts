export { AsyncBlock, LoadFailedAlert } from './AsyncBlock';
export type { AsyncBlockProps, LoadFailedAlertProps } from './AsyncBlock';
export { useAsyncData } from './useAsyncData';
export type { AsyncState } from './useAsyncData';
