export { Result } from './Result';
export type { ResultProps, ResultStatus } from './Result';
export type { ExceptionStatus } from './ResultFrame';
export type { FeedbackStatus } from '../shared/status';
