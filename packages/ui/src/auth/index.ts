export { MOBILE_PATTERN } from './credentials';
export { CLIENT_VARIANT_CK } from './clientVariant';
export type { ClientVariantIds } from './clientVariant';
export {
  hashPassword,
  passwordOnWire,
  mobileLogin,
  getIdentifyingCode,
  verificationMobile,
  resetPassword,
  getUserByToken,
  getServerMenu,
  getFarmList,
  changeFarm,
  getTokenByClientTypeId,
  toFarmSelection,
  debugLogin,
  getDebugUserInfo,
  debugLogout,
} from './auth.api';
export type {
  AuthCallOptions,
  MobileLoginCredentials,
  PasswordCredential,
  MobileLoginRequest,
  MobileLoginAnswer,
  LoginResult,
  GetIdentifyingCodeRequest,
  VerificationMobileRequest,
  ResetPasswordRequest,
  RealUserInfo,
  FarmRecord,
  UserByTokenAnswer,
  ServerMenuRole,
  ServerMenuItem,
  FarmSelection,
  ChangeFarmRequest,
  ChangeFarmAnswer,
  ChangeFarmResult,
  TokenByClientTypeAnswer,
  DebugLoginRequest,
  DebugLoginAnswer,
  DebugUserInfo,
} from './auth.api';
export { createTokenStore } from './tokenStore';
export type { TokenStore, TokenStoreOptions, TokenListener } from './tokenStore';
export { canAccess, firstPermittedPath, resolveDenied } from './access';
export type { RouteAccess, DeniedResolution } from './access';
export {
  safeRedirectTarget,
  buildLoginRedirect,
  resolveLoginRedirect,
  LOGIN_PATH,
  AUTH_REDIRECT_PATH,
  REDIRECT_PARAM,
} from './redirect';
export type { LocationLike } from './redirect';
export { decideNavigation, PUBLIC_PATHS } from './guard';
export type { NavigationRequest, NavigationDecision } from './guard';
export { createSessionStore, profileFromRealUser } from './session';
export type {
  SessionStore,
  SessionStoreOptions,
  SessionState,
  SessionStatus,
  UserProfile,
} from './session';
export { SessionProvider, useSession, useSessionStore } from './SessionProvider';
export type { SessionProviderProps } from './SessionProvider';
export { Permission, usePermission } from './Permission';
export { farmListQueryOptions, serverMenuQueryOptions, useChangeFarm } from './farms';
export type { PermissionProps, PermissionRoles } from './Permission';
