export { AccessNotice } from './AccessNotice';
export type { AccessNoticeProps } from './AccessNotice';
