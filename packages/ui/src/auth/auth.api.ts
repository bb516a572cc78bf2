import type { ApiClient } from '../api/client';
import { coreEndpoints as endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { Role } from '../constants';
import {
  hashPassword,
  mobileLoginBody,
  passwordOnWire,
  type MobileLoginCredentials,
  type PasswordCredential,
} from './loginRequest';

/**
 * One typed function per auth call of the server. Payloads and answers the server's description leaves out have the
 * shape documented on each type; the MSW handlers in `@pasture/ui/mocks` implement exactly these shapes.
 */

export {
  hashPassword,
  mobileLoginBody,
  passwordOnWire,
  type MobileLoginCredentials,
  type MobileLoginRequest,
  type PasswordCredential,
} from './loginRequest';

/** Per-call options every function below accepts. */
export interface AuthCallOptions {
  /** Cancels the call; it then rejects with an `ApiError` of kind `aborted`. */
  signal?: AbortSignal;
}

function requireToken(token: unknown, path: string): string {
  if (typeof token === 'string' && token !== '') return token;
  throw new ApiError({ kind: 'http', message: `The server answered ${path} without a token.` });
}

// ——— Real server ———

/** `data` of POST /api/Login/MobileLogin. */
export interface MobileLoginAnswer {
  Token: string;
}

export interface LoginResult {
  token: string;
}

export async function mobileLogin(
  client: ApiClient,
  credentials: MobileLoginCredentials,
  options: AuthCallOptions = {},
): Promise<LoginResult> {
  const data = await client.request<MobileLoginAnswer>({
    ...endpoints.mobileLogin,
    body: mobileLoginBody(credentials),
    envelope: 'real',
    // A login cannot ask to log in again: a 401 is a failed login, said by the login or re-login form.
    skipLogoutModal: true,
    ...options,
  });
  return { token: requireToken(data?.Token, endpoints.mobileLogin.path) };
}

/** Body of POST /api/Login/GetIdentifyingCode (not shown in the contract: the mobile number to text the code to). */
export interface GetIdentifyingCodeRequest {
  Mobile: string;
}

/** Asks the server to text a verification code to `mobile`. The answer's `data` is not used (contract: not shown). */
export async function getIdentifyingCode(
  client: ApiClient,
  { mobile }: { mobile: string },
  options: AuthCallOptions = {},
): Promise<void> {
  const body: GetIdentifyingCodeRequest = { Mobile: mobile };
  await client.request<unknown>({
    ...endpoints.getIdentifyingCode,
    body,
    envelope: 'real',
    // Asked on the login page: no session to end, the forgot-password form says a 401 as a failed step.
    skipLogoutModal: true,
    ...options,
  });
}

/** Body of POST /api/Login/VerificationMobile. */
export interface VerificationMobileRequest {
  Mobile: string;
  IdentifyingCode: string;
}

/** Checks the texted code; resolves when it is right, rejects with a business error when it is not. */
export async function verificationMobile(
  client: ApiClient,
  { mobile, identifyingCode }: { mobile: string; identifyingCode: string },
  options: AuthCallOptions = {},
): Promise<void> {
  const body: VerificationMobileRequest = { Mobile: mobile, IdentifyingCode: identifyingCode };
  await client.request<unknown>({
    ...endpoints.verificationMobile,
    body,
    envelope: 'real',
    // Asked on the login page: no session to end, the forgot-password form says a 401 as a failed step.
    skipLogoutModal: true,
    ...options,
  });
}

/** Body of POST /api/Login/ResetPwd. */
export interface ResetPasswordRequest {
  Mobile: string;
  /** md5 of the new password. */
  Pwd: string;
}

/** Sets a new password for a mobile number verified with `verificationMobile` just before. */
export async function resetPassword(
  client: ApiClient,
  { mobile, password }: { mobile: string; password: string },
  options: AuthCallOptions = {},
): Promise<void> {
  const body: ResetPasswordRequest = { Mobile: mobile, Pwd: hashPassword(password) };
  await client.request<unknown>({
    ...endpoints.resetPassword,
    body,
    envelope: 'real',
    // Asked on the login page: no session to end, the forgot-password form says a 401 as a failed step.
    skipLogoutModal: true,
    ...options,
  });
}

/** `userInfo` of GET-user-by-token: the fields contract §3 merges into the user record. */
export interface RealUserInfo {
  /** Image URL or data URI; may be empty. */
  avatar?: string | null;
  /** The user's real name; becomes the profile's `name`. */
  UserTrueName: string;
  /** The user's numeric id on the real server. */
  UserId: number;
  /** The data source the user's records live in; `null` or missing when the server does not say. */
  datasource_id?: number | null;
}

/** A farm as the server names its fields. `FarmId` is numeric (assumed; the server does not document it). */
export interface FarmRecord {
  /** The farm's numeric id (what POST /api/Login/ChangeFarmId takes). */
  FarmId: number;
  /** The farm's short code. */
  FarmCode: string;
  /** The farm's display name. */
  FarmName: string;
}

/** `data` of POST /api/Login/GetUserByToken: the user and the farm the token works in. */
export interface UserByTokenAnswer extends FarmRecord {
  userInfo: RealUserInfo;
}

/**
 * The real server's user-info call. Like the debug one it never opens the re-login prompt: the
 * guard, the login and the re-login handle a failed load themselves (to login, or said in the form).
 */
export async function getUserByToken(
  client: ApiClient,
  options: AuthCallOptions = {},
): Promise<UserByTokenAnswer> {
  return client.request<UserByTokenAnswer>({
    ...endpoints.getUserByToken,
    envelope: 'real',
    skipLogoutModal: true,
    ...options,
  });
}

/** Role list of a server menu entry; `'*'` admits every role. */
export type ServerMenuRole = Role | '*';

/**
 * One entry of the server menu tree (contract §4 'menuFromServer'; shape not shown in the contract, so it follows the route
 * records of the Arco Design Pro template): `name` and `path` identify a route of the console's route table.
 */
export interface ServerMenuItem {
  name: string;
  /** Absolute path of the page or group. */
  path: string;
  meta?: {
    /** i18n key of the label (`menu.*`). */
    locale?: string;
    /** lucide icon name of a top-level entry. */
    icon?: string;
    order?: number;
    requiresAuth?: boolean;
    roles?: readonly ServerMenuRole[];
    hideInMenu?: boolean;
  };
  children?: readonly ServerMenuItem[];
}

/**
 * The menu tree (POST /api/user/menu through the unauthenticated client, so no token is sent). The
 * path is on both the real and the debug server; the client's mode picks the envelope.
 */
export async function getServerMenu(
  client: ApiClient,
  options: AuthCallOptions = {},
): Promise<ServerMenuItem[]> {
  return client.request<ServerMenuItem[]>({
    ...endpoints.serverMenu,
    envelope: client.debug ? 'debug' : 'real',
    anonymous: true,
    ...options,
  });
}

/** The farms the logged-in user may work in (GET /api/BaseFarm/GetFarmList; no query, `data` is the list). */
export async function getFarmList(
  client: ApiClient,
  options: AuthCallOptions = {},
): Promise<FarmRecord[]> {
  return client.request<FarmRecord[]>({
    ...endpoints.getFarmList,
    envelope: 'real',
    ...options,
  });
}

/** The farm as the console keeps it (cached as farmCode, farmId, farmName). */
export interface FarmSelection {
  /** The farm's short code. */
  farmCode: string;
  /** The farm's numeric id, the one a farm switch sends. */
  farmId: number;
  /** The farm's display name, shown in the navbar's farm switcher. */
  farmName: string;
}

export function toFarmSelection({ FarmCode, FarmId, FarmName }: FarmRecord): FarmSelection {
  return { farmCode: FarmCode, farmId: FarmId, farmName: FarmName };
}

/** Body of POST /api/Login/ChangeFarmId (not shown in the contract: the farm to switch to). */
export interface ChangeFarmRequest {
  FarmId: number;
}

/** `data` of POST /api/Login/ChangeFarmId (not shown in the contract): a token scoped to the new farm, and that farm. */
export interface ChangeFarmAnswer extends FarmRecord {
  Token: string;
}

export interface ChangeFarmResult {
  token: string;
  farm: FarmSelection;
}

/** Switches the current farm; the server answers with a new token that the caller must store. */
export async function changeFarm(
  client: ApiClient,
  { farmId }: { farmId: number },
  options: AuthCallOptions = {},
): Promise<ChangeFarmResult> {
  const body: ChangeFarmRequest = { FarmId: farmId };
  const data = await client.request<ChangeFarmAnswer>({
    ...endpoints.changeFarm,
    body,
    envelope: 'real',
    ...options,
  });
  return {
    token: requireToken(data?.Token, endpoints.changeFarm.path),
    farm: toFarmSelection(data),
  };
}

/** `data` of GET /api/Login/GetTokenByClientTypeId (query `clientTypeId`; not shown in the contract). */
export interface TokenByClientTypeAnswer {
  Token: string;
}

/** A token of the same user for another client type (edition), e.g. to open that edition's pages. */
export async function getTokenByClientTypeId(
  client: ApiClient,
  { clientTypeId }: { clientTypeId: number },
  options: AuthCallOptions = {},
): Promise<LoginResult> {
  const data = await client.request<TokenByClientTypeAnswer>({
    ...endpoints.getTokenByClientTypeId,
    query: { clientTypeId },
    envelope: 'real',
    ...options,
  });
  return { token: requireToken(data?.Token, endpoints.getTokenByClientTypeId.path) };
}

// ——— Debug mode ———

/** Body of POST /api/user/login (mobile, password). */
export interface DebugLoginRequest {
  mobile: string;
  /** md5 of the password, like the real login; empty when the user typed none. */
  password: string;
}

/** `data` of POST /api/user/login. */
export interface DebugLoginAnswer {
  token: string;
}

export async function debugLogin(
  client: ApiClient,
  { mobile, ...credential }: PasswordCredential & { mobile: string },
  options: AuthCallOptions = {},
): Promise<LoginResult> {
  const body: DebugLoginRequest = { mobile, password: passwordOnWire(credential) };
  const data = await client.request<DebugLoginAnswer>({
    ...endpoints.userLogin,
    body,
    envelope: 'debug',
    // As MobileLogin: a failed login is said by the form, never as 'you have been logged out'.
    skipLogoutModal: true,
    ...options,
  });
  return { token: requireToken(data?.token, endpoints.userLogin.path) };
}

/** `data` of POST /api/user/info: the user info of the debug server. */
export interface DebugUserInfo {
  /** Display name, shown in the avatar menu and the user centre. */
  name: string;
  /** Image URL or data URI. */
  avatar?: string;
  /** Email address. */
  email?: string;
  /** Job code (e.g. `manager`); `jobName` is what is shown. */
  job?: string;
  /** Job title as shown, in the server's language. */
  jobName?: string;
  /** Department code; `organizationName` is what is shown. */
  organization?: string;
  /** Department name as shown. */
  organizationName?: string;
  /** Location code; `locationName` is what is shown. */
  location?: string;
  /** Location name as shown (e.g. a city). */
  locationName?: string;
  /** A short self-introduction, shown in the user centre. */
  introduction?: string;
  /** Personal web page URL. */
  personalWebsite?: string;
  /** Phone number, as the server stores it. */
  phone?: string;
  /** When the account was created, as the server writes it (`YYYY-MM-DD HH:mm:ss`). */
  registrationDate?: string;
  /** Account id shown in the user centre and settings. */
  accountId?: string;
  /** Certification number. */
  certification?: number;
  /** The user's role; decides which menus, pages and actions the console offers. */
  role: Role;
}

/**
 * The logged-in user in debug mode. A logout code here rejects without the re-login modal: the guard
 * handles a failed user-info load by going to login.
 */
export async function getDebugUserInfo(
  client: ApiClient,
  options: AuthCallOptions = {},
): Promise<DebugUserInfo> {
  return client.request<DebugUserInfo>({
    ...endpoints.userInfo,
    envelope: 'debug',
    skipLogoutModal: true,
    ...options,
  });
}

/** Ends the debug session on the server. A logout code here never opens the re-login modal: the user is leaving. */
export async function debugLogout(client: ApiClient, options: AuthCallOptions = {}): Promise<void> {
  await client.request<unknown>({
    ...endpoints.userLogout,
    envelope: 'debug',
    skipLogoutModal: true,
    ...options,
  });
}
