import type { ApiEnvelope } from './envelope';

/**
 * Server paths with their methods and the mocked servers' rule of each. The client, the typed call functions and the
 * MSW handlers all build their URLs from these entries, so a path or method cannot differ between the app and its
 * mocks. The core's calls (login, session, farms, menu) are here; each feature declares its own in `x.endpoints.ts`
 * and lists them in its manifest, and `endpoints` of `features.ts` is all of them.
 *
 * Where the server's description shows no method (the debug-mode calls), the method follows the Arco Design Pro
 * template the debug mocks come from: reads of lists and details are GET, everything with a body or a side effect is POST.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint of the mocked servers (contract §6, §7, §10.3 "The mocked server's rules"):
 * - `anonymous`: login, the forgot-password calls and the menu (contract §7: the unauthenticated client);
 * - `session`: any logged-in account;
 * - `admin`: an admin account only — the calls of the pages contract §6 opens to admin alone (monitor, step form,
 *   group form, basic profile, both analysis pages). The session's account decides, or in debug mode the role
 *   Switch Roles chose (contract §4, §10.3: the client sends it as `X-Pasture-Role`, `mocks/access.ts`).
 */
export type EndpointAccess = 'anonymous' | 'session' | 'admin';

/** The mocked servers' rule of one call: `mockRoute` and the contract server check it before a handler runs. */
export interface EndpointRule {
  /** The envelope the endpoint answers in (its refusals too); `both` for the menu, which serves either client. */
  readonly envelope: ApiEnvelope | 'both';
  readonly access: EndpointAccess;
  /** Takes a file: the contract server's upload body limit applies instead of its default one. */
  readonly upload?: true;
}

/** One server call: its method, its path relative to the API base URL, and its rule on the mocked servers. */
export interface Endpoint extends EndpointRule {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
}

/**
 * Declares one endpoint with its literal method and path and its rule (a feature's `x.endpoints.ts`): who may call
 * it and in which envelope it answers live with the call, so a new call cannot be declared without them.
 */
export function endpoint<const M extends HttpMethod, const P extends `/api/${string}`>(
  method: M,
  path: P,
  rule: EndpointRule,
): { readonly method: M; readonly path: P } & EndpointRule {
  return { method, path, ...rule };
}

/** The rule of a call that needs no session: login, the forgot-password calls, the menu. */
export const anonymousCall = (envelope: EndpointRule['envelope']): EndpointRule => ({
  envelope,
  access: 'anonymous',
});
/** The rule of a call any logged-in account may make. */
export const sessionCall = (envelope: ApiEnvelope): EndpointRule => ({
  envelope,
  access: 'session',
});
/** The rule of a call only an admin account may make (the calls of the admin-only pages). */
export const adminCall = (envelope: ApiEnvelope): EndpointRule => ({ envelope, access: 'admin' });

export const coreEndpoints = {
  // Real server (contract §7 table).
  mobileLogin: endpoint('POST', '/api/Login/MobileLogin', anonymousCall('real')),
  getIdentifyingCode: endpoint('POST', '/api/Login/GetIdentifyingCode', anonymousCall('real')),
  verificationMobile: endpoint('POST', '/api/Login/VerificationMobile', anonymousCall('real')),
  resetPassword: endpoint('POST', '/api/Login/ResetPwd', anonymousCall('real')),
  getUserByToken: endpoint('POST', '/api/Login/GetUserByToken', sessionCall('real')),
  serverMenu: endpoint('POST', '/api/user/menu', anonymousCall('both')),
  getFarmList: endpoint('GET', '/api/BaseFarm/GetFarmList', sessionCall('real')),
  changeFarm: endpoint('POST', '/api/Login/ChangeFarmId', sessionCall('real')),
  getTokenByClientTypeId: endpoint('GET', '/api/Login/GetTokenByClientTypeId', sessionCall('real')),

  // Debug mode (contract §7 list; `serverMenu` above is shared by both): the session's calls.
  userInfo: endpoint('POST', '/api/user/info', sessionCall('debug')),
  userLogin: endpoint('POST', '/api/user/login', anonymousCall('debug')),
  userLogout: endpoint('POST', '/api/user/logout', sessionCall('debug')),
  // Debug mode, read by two screens (the workplace and the data analysis), so neither owns it; any session, as the
  // workplace is open to every role.
  popularAuthorList: endpoint('GET', '/api/popular-author/list', sessionCall('debug')),
} as const satisfies Record<string, Endpoint>;
