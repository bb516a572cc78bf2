export { AsyncBlock, LoadFailedAlert } from './AsyncBlock';
export type { AsyncBlockProps, LoadFailedAlertProps, QueryState } from './AsyncBlock';
