export { UserInfoScreen } from './UserInfoScreen';
export { UserSettingScreen, userSettingValuesOf } from './UserSettingScreen';
export { CertificationSection } from './components/CertificationSection';
export type { CertificationSectionProps } from './components/CertificationSection';
export {
  getCertification,
  getLatestActivity,
  getMyProjectList,
  getMyTeamList,
  getProjectAndTeamList,
  getUserVisits,
  saveUserInfo,
  uploadAvatar,
  userQueryOptions,
} from './user.api';
export type { UserCallOptions, UserReadName } from './user.api';
export { userSettingSchema } from './userSetting.schema';
export type { UserSettingValues } from './userSetting.schema';
export { USER_REGIONS, areasOf, regionOfArea } from './userSetting.regions';
export type { UserAreaCode, UserRegionCode } from './userSetting.regions';
export { AVATAR_MAX_BYTES } from './user.types';
export type {
  AccountType,
  Certification,
  CertificationRecord,
  CertificationStatus,
  CertificationType,
  EnterpriseInfo,
  LatestActivity,
  MyProject,
  MyTeam,
  ProjectAndTeam,
  ProjectContributor,
  SaveUserInfoRequest,
  UploadAnswer,
  UserVisits,
} from './user.types';
export { userLocale } from './locales';
