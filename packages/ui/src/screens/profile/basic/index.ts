export { BasicProfileScreen } from './BasicProfileScreen';
export {
  basicProfileQueryOptions,
  getBasicProfile,
  getOperationLog,
  operationLogQueryOptions,
} from './basicProfile.api';
export type { BasicProfileCallOptions } from './basicProfile.api';
export { APPROVAL_STEPS } from './basicProfile.types';
export type {
  ApprovalStatus,
  ApprovalStep,
  BasicProfile,
  OperationLogEntry,
  OperationLogStatus,
  ProfileAudioSettings,
  ProfileMatchMode,
  ProfileParameters,
  ProfileVideoSettings,
} from './basicProfile.types';
export { basicProfileLocale } from './locales';
