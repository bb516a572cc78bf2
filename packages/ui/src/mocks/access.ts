import type { Endpoint } from '../api/endpoints';
import { endpoints, type EndpointName } from '../endpoints';
import type { ApiEnvelope } from '../api/envelope';
import { ResponseCode } from '../constants';
import { demoUsers } from './auth/auth.fixtures';
import { requestToken } from './auth/demoToken';
import { sessionOf } from './auth/mockSession';
import { envelopeFail } from './responses';
import { ACCESS_MOCK_MESSAGES } from './access.messages';

export { ACCESS_MOCK_MESSAGES };

/**
 * Who may call an endpoint of the mocked servers (contract §6, §7, §10.3 "The mocked server's rules"):
 * - `anonymous`: login, the forgot-password calls and the menu (contract §7: the unauthenticated client);
 * - `session`: any logged-in account;
 * - `admin`: an admin account only — the calls of the pages contract §6 opens to admin alone (monitor, step form,
 *   group form, basic profile, both analysis pages). The UI's role (Switch Roles, contract §4) grants nothing here:
 *   the account the token belongs to decides.
 */
export type EndpointAccess = 'anonymous' | 'session' | 'admin';

export interface EndpointRule {
  /** The envelope the endpoint answers in (its refusals too); `both` for the menu, which serves either client. */
  readonly envelope: ApiEnvelope | 'both';
  readonly access: EndpointAccess;
  /** Takes a file: the contract server's upload body limit applies instead of its default one. */
  readonly upload?: true;
}

const anonymous = (envelope: EndpointRule['envelope']): EndpointRule => ({
  envelope,
  access: 'anonymous',
});
const session = (envelope: ApiEnvelope): EndpointRule => ({ envelope, access: 'session' });
const admin = (envelope: ApiEnvelope): EndpointRule => ({ envelope, access: 'admin' });

/** Every endpoint's rule; a new endpoint does not compile until it has one. */
export const endpointRules = {
  mobileLogin: anonymous('real'),
  getIdentifyingCode: anonymous('real'),
  verificationMobile: anonymous('real'),
  resetPassword: anonymous('real'),
  getUserByToken: session('real'),
  serverMenu: anonymous('both'),
  getFarmList: session('real'),
  changeFarm: session('real'),
  getTokenByClientTypeId: session('real'),
  userInfo: session('debug'),
  userLogin: anonymous('debug'),
  userLogout: session('debug'),
  messageList: session('debug'),
  messageRead: session('debug'),
  contentData: session('debug'),
  popularList: session('debug'),
  chatList: admin('debug'),
  qualityInspectionList: session('debug'),
  theServiceList: session('debug'),
  rulesPresetList: session('debug'),
  policyList: session('debug'),
  channelFormSubmit: admin('debug'),
  profileBasic: admin('debug'),
  operationLog: admin('debug'),
  publicOpinionAnalysis: admin('debug'),
  contentPeriodAnalysis: admin('debug'),
  contentPublish: admin('debug'),
  // The workplace (any role) shows the popular authors too.
  popularAuthorList: session('debug'),
  dataChainGrowth: admin('debug'),
  dataOverview: admin('debug'),
  userMyProjectList: session('debug'),
  userLatestActivity: session('debug'),
  userVisits: session('debug'),
  userProjectAndTeamList: session('debug'),
  userMyTeamList: session('debug'),
  userSaveInfo: session('debug'),
  userCertification: session('debug'),
  userUpload: { envelope: 'debug', access: 'session', upload: true },
  groupFormSubmit: admin('debug'),
  chatSend: admin('debug'),
  chatCollect: admin('debug'),
  monitorStudioList: admin('debug'),
  monitorStudioOperation: admin('debug'),
  multiDimensionContentType: admin('debug'),
  multiDimensionContentSource: admin('debug'),
  policyDetail: session('debug'),
  policyCreate: session('debug'),
  policyImport: session('debug'),
  policyStatus: session('debug'),
  qualityInspectionDelete: session('debug'),
  theServiceOpen: session('debug'),
  theServiceCancel: session('debug'),
  theServiceRenew: session('debug'),
  rulesPresetSwitch: session('debug'),
} as const satisfies Record<EndpointName, EndpointRule>;

const byRoute = new Map<string, EndpointRule>(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [
    `${endpoints[name].method} ${endpoints[name].path.toLowerCase()}`,
    endpointRules[name],
  ]),
);

/**
 * The rule of the endpoint a request names (method and path, the path in any case as the real server's routes
 * are), or `undefined` for a path the contract does not have. The contract server asks this before it reads a body.
 */
export function endpointRuleFor(method: string, pathname: string): EndpointRule | undefined {
  const path = pathname.toLowerCase();
  return (
    byRoute.get(`${method.toUpperCase()} ${path}`) ??
    // The same path under a base path (`/gateway/api/...`), as mockPath's `*` prefix matches it.
    [...byRoute.entries()].find(([route]) => {
      const [routeMethod = '', routePath = ''] = route.split(' ');
      return routeMethod === method.toUpperCase() && path.endsWith(routePath);
    })?.[1]
  );
}

/**
 * The answer for a request the endpoint's rule refuses, or `null` when it may go on:
 * - no valid session: the real envelope's HTTP 401 (contract §8), the debug envelope's code 50008 'not logged in'
 *   (contract §6); the client asks the user to log in again either way;
 * - an account that is not admin on an admin call: HTTP 403 with 'No permission' in the endpoint's envelope, which
 *   the console shows as any refused call (contract §8: a toast for a write, the block's error for a read).
 */
export function accessRefusal(rule: EndpointRule, request: Request): Response | null {
  if (rule.access === 'anonymous') return null;
  const claims = sessionOf(request);
  if (!claims) {
    if (rule.envelope === 'debug') {
      return envelopeFail('debug', ACCESS_MOCK_MESSAGES.notLoggedIn, {
        code: ResponseCode.illegalToken,
      });
    }
    const message = requestToken(request)
      ? ACCESS_MOCK_MESSAGES.tokenInvalid
      : ACCESS_MOCK_MESSAGES.notLoggedIn;
    return envelopeFail(rule.envelope, message, { status: 401 });
  }
  if (rule.access === 'admin' && demoUsers[claims.username]?.userInfo.role !== 'admin') {
    return envelopeFail(rule.envelope, ACCESS_MOCK_MESSAGES.noPermission, { status: 403 });
  }
  return null;
}

/** The rule of one endpoint entry (`mockRoute`'s endpoint), looked up by its method and path. */
export function endpointRuleOf(endpoint: Endpoint): EndpointRule | undefined {
  return byRoute.get(`${endpoint.method} ${endpoint.path.toLowerCase()}`);
}
