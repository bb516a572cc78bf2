/**
 * Server paths with their methods. The client, the typed call functions and the MSW handlers all build their URLs
 * from these entries, so a path or method cannot differ between the app and its mocks. The core's calls (login,
 * session, farms, menu) are here; each feature declares its own in `x.endpoints.ts` and lists them in its manifest,
 * and `endpoints` of `features.ts` is all of them.
 *
 * Where the server's description shows no method (the debug-mode calls), the method follows the Arco Design Pro
 * template the debug mocks come from: reads of lists and details are GET, everything with a body or a side effect is POST.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One server call: its method and its path relative to the API base URL. */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
}

/** Declares one endpoint with its literal method and path (a feature's `x.endpoints.ts`). */
export function endpoint<const M extends HttpMethod, const P extends `/api/${string}`>(
  method: M,
  path: P,
): { readonly method: M; readonly path: P } {
  return { method, path };
}

export const coreEndpoints = {
  // Real server (contract §7 table).
  mobileLogin: endpoint('POST', '/api/Login/MobileLogin'),
  getIdentifyingCode: endpoint('POST', '/api/Login/GetIdentifyingCode'),
  verificationMobile: endpoint('POST', '/api/Login/VerificationMobile'),
  resetPassword: endpoint('POST', '/api/Login/ResetPwd'),
  getUserByToken: endpoint('POST', '/api/Login/GetUserByToken'),
  serverMenu: endpoint('POST', '/api/user/menu'),
  getFarmList: endpoint('GET', '/api/BaseFarm/GetFarmList'),
  changeFarm: endpoint('POST', '/api/Login/ChangeFarmId'),
  getTokenByClientTypeId: endpoint('GET', '/api/Login/GetTokenByClientTypeId'),

  // Debug mode (contract §7 list; `serverMenu` above is shared by both): the session's calls.
  userInfo: endpoint('POST', '/api/user/info'),
  userLogin: endpoint('POST', '/api/user/login'),
  userLogout: endpoint('POST', '/api/user/logout'),
  // Debug mode, read by two screens (the workplace and the data analysis), so neither owns it.
  popularAuthorList: endpoint('GET', '/api/popular-author/list'),
} as const satisfies Record<string, Endpoint>;
