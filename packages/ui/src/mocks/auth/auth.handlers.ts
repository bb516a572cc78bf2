import md5 from 'md5';
import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { coreEndpoints as endpoints, type Endpoint } from '../../api/endpoints';
import { REAL_SUCCESS_CODE, ResponseCode } from '../../constants';
import { mockLatency } from '../delay';
import { readJsonObject as readBody, trimmedText as text } from '../request';
import { debugFail, debugOk, realFail, realOk } from '../responses';
import { mockRoute } from '../route';
import {
  authMockMessages as messages,
  DEMO_VERIFICATION_CODE,
  demoAccounts,
  demoFarms,
  demoRealUserInfo,
  demoServerMenu,
  demoUsers,
  type DemoAccount,
} from './auth.fixtures';
import { issueDemoToken } from './demoToken';
import { sessionOf, unauthorizedResponse } from './mockSession';
import { defineFeatureMocks } from '../feature';

/**
 * MSW handlers of the auth calls: the real-server contract (contract §7 table) and the debug-mode calls
 * (/api/user/login, info, logout). Imports only endpoints, fixtures and mock helpers, never the client, so the
 * browser worker bundle stays small.
 */

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

// In-memory state of the password-reset flow. Lost on a page reload in the browser demo, which only undoes a
// changed demo password; `resetAuthMockState` clears it between tests.
const passwordHashOverrides = new Map<string, string>();
const verifiedMobiles = new Set<string>();
// Scenarios that fail only the first time they are called (so a retry can be shown to work).
const failedOnce = new Set<string>();

/** Forgets changed passwords, verified numbers and spent one-time failures (call between tests). */
export function resetAuthMockState(): void {
  passwordHashOverrides.clear();
  verifiedMobiles.clear();
  failedOnce.clear();
}

function integer(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function accountByMobile(mobile: string): DemoAccount | undefined {
  return demoAccounts.find((account) => account.mobile === mobile);
}

function passwordMatches(account: DemoAccount, passwordHash: string): boolean {
  const expected = passwordHashOverrides.get(account.mobile) ?? md5(account.password);
  return passwordHash.toLowerCase() === expected;
}

function defaultFarmId(username: string): number {
  return demoUsers[username]?.farmIds[0] ?? demoFarms[0]?.FarmId ?? 0;
}

// ——— Real server ———

const mobileLogin: Resolver = async ({ request }) => {
  await mockLatency();
  const body = await readBody(request);
  const mobile = text(body.Mobile);
  const passwordHash = text(body.Pwd);
  const clientTypeId = integer(body.clientTypeId);
  if (!mobile) return realFail(messages.mobileRequired);
  if (!passwordHash) return realFail(messages.passwordRequired);
  if (clientTypeId === null || integer(body.clientId) === null) {
    return realFail(messages.unknownClientType);
  }
  const account = accountByMobile(mobile);
  if (!account || !passwordMatches(account, passwordHash)) return realFail(messages.loginFailed);
  const token = issueDemoToken({
    username: account.username,
    farmId: defaultFarmId(account.username),
    clientTypeId,
  });
  return realOk({ Token: token });
};

const getIdentifyingCode: Resolver = async ({ request }) => {
  await mockLatency();
  const mobile = text((await readBody(request)).Mobile);
  if (!mobile) return realFail(messages.mobileRequired);
  if (!accountByMobile(mobile)) return realFail(messages.mobileNotRegistered);
  return realOk(null);
};

const verificationMobile: Resolver = async ({ request }) => {
  await mockLatency();
  const body = await readBody(request);
  const mobile = text(body.Mobile);
  if (!mobile) return realFail(messages.mobileRequired);
  if (!accountByMobile(mobile)) return realFail(messages.mobileNotRegistered);
  if (text(body.IdentifyingCode) !== DEMO_VERIFICATION_CODE) {
    return realFail(messages.wrongVerificationCode);
  }
  verifiedMobiles.add(mobile);
  return realOk(null);
};

const resetPassword: Resolver = async ({ request }) => {
  await mockLatency();
  const body = await readBody(request);
  const mobile = text(body.Mobile);
  const passwordHash = text(body.Pwd).toLowerCase();
  if (!mobile) return realFail(messages.mobileRequired);
  if (!accountByMobile(mobile)) return realFail(messages.mobileNotRegistered);
  if (!verifiedMobiles.has(mobile)) return realFail(messages.verifyFirst);
  if (!/^[0-9a-f]{32}$/.test(passwordHash)) return realFail(messages.passwordRequired);
  passwordHashOverrides.set(mobile, passwordHash);
  verifiedMobiles.delete(mobile);
  return realOk(null);
};

const getUserByToken: Resolver = async ({ request }) => {
  await mockLatency();
  const session = sessionOf(request);
  const userInfo = session ? demoRealUserInfo(session.username) : null;
  const farm = session ? demoFarms.find((entry) => entry.FarmId === session.farmId) : undefined;
  if (!userInfo || !farm) return unauthorizedResponse();
  return realOk({ userInfo, ...farm });
};

const getFarmList: Resolver = async ({ request }) => {
  await mockLatency();
  const session = sessionOf(request);
  if (!session) return unauthorizedResponse();
  const allowed = demoUsers[session.username]?.farmIds ?? [];
  return realOk(demoFarms.filter((farm) => allowed.includes(farm.FarmId)));
};

const changeFarm: Resolver = async ({ request }) => {
  await mockLatency();
  const session = sessionOf(request);
  if (!session) return unauthorizedResponse();
  const farmId = integer((await readBody(request)).FarmId);
  const farm = demoFarms.find((entry) => entry.FarmId === farmId);
  if (!farm || !demoUsers[session.username]?.farmIds.includes(farm.FarmId)) {
    return realFail(messages.farmDenied);
  }
  return realOk({ Token: issueDemoToken({ ...session, farmId: farm.FarmId }), ...farm });
};

const getTokenByClientTypeId: Resolver = async ({ request }) => {
  await mockLatency();
  const session = sessionOf(request);
  if (!session) return unauthorizedResponse();
  const clientTypeId = integer(new URL(request.url).searchParams.get('clientTypeId'));
  if (clientTypeId === null || clientTypeId < 1) return realFail(messages.unknownClientType);
  return realOk({ Token: issueDemoToken({ ...session, clientTypeId }) });
};

// The menu path serves the real and the debug client alike (contract §7 lists it for both) and is called without a
// token, so the answer carries both envelopes' status fields.
const serverMenu: Resolver = async () => {
  await mockLatency();
  return HttpResponse.json({
    Code: REAL_SUCCESS_CODE,
    Message: 'success',
    code: ResponseCode.success,
    msg: 'success',
    status: 'ok',
    data: demoServerMenu,
  });
};

// ——— Debug mode ———

const debugLogin: Resolver = async ({ request }) => {
  await mockLatency();
  const body = await readBody(request);
  const mobile = text(body.mobile);
  const passwordHash = text(body.password);
  if (!mobile) return debugFail(messages.mobileEmpty);
  if (!passwordHash) return debugFail(messages.passwordEmpty);
  const account = accountByMobile(mobile);
  if (!account || !passwordMatches(account, passwordHash)) {
    return debugFail(messages.wrongAccountOrPassword);
  }
  const token = issueDemoToken({
    username: account.username,
    farmId: defaultFarmId(account.username),
    clientTypeId: 1,
  });
  return debugOk({ token });
};

const debugUserInfo: Resolver = async ({ request }) => {
  await mockLatency();
  const session = sessionOf(request);
  const user = session ? demoUsers[session.username] : undefined;
  if (!user) return debugFail(messages.notLoggedIn, ResponseCode.illegalToken);
  return debugOk({ ...user.userInfo });
};

const debugLogout: Resolver = async () => {
  await mockLatency();
  return debugOk(null);
};

const resolvers = {
  mobileLogin,
  getIdentifyingCode,
  verificationMobile,
  resetPassword,
  getUserByToken,
  serverMenu,
  getFarmList,
  changeFarm,
  getTokenByClientTypeId,
  userLogin: debugLogin,
  userInfo: debugUserInfo,
  userLogout: debugLogout,
} satisfies Partial<Record<keyof typeof endpoints, Resolver>>;

type AuthEndpointName = keyof typeof resolvers;
const authEndpointNames = Object.keys(resolvers) as AuthEndpointName[];

function route(name: AuthEndpointName, resolver: Resolver): RequestHandler {
  const endpoint: Endpoint = endpoints[name];
  return mockRoute(endpoint, resolver);
}

/** The happy-path handlers of every auth call. */
export const authHandlers: RequestHandler[] = authEndpointNames.map((name) =>
  route(name, resolvers[name]),
);

/** Every auth endpoint answering with `respond`: for failures that hit the whole feature at once. */
function everyEndpoint(respond: () => Response | Promise<Response>): RequestHandler[] {
  return authEndpointNames.map((name) =>
    route(name, async () => {
      await mockLatency();
      return respond();
    }),
  );
}

/** One endpoint answering with `respond`, ahead of the normal handlers. */
function failing(name: AuthEndpointName, respond: () => Response): RequestHandler[] {
  return [
    route(name, async () => {
      await mockLatency();
      return respond();
    }),
    ...authHandlers,
  ];
}

/** `name` answers with `respond` the first time after a reset, then as normal. */
function failingOnce(name: AuthEndpointName, respond: () => Response): RequestHandler[] {
  return [
    route(name, async (info) => {
      if (failedOnce.has(name)) return resolvers[name](info);
      failedOnce.add(name);
      await mockLatency();
      return respond();
    }),
    ...authHandlers,
  ];
}

/** How long a `slow` scenario's call takes: long enough to see (and test) the pending state. */
const SLOW_LOGIN_MS = 3_000;

function slowly(name: AuthEndpointName): RequestHandler {
  return route(name, async (info) => {
    await delay(SLOW_LOGIN_MS);
    return resolvers[name](info);
  });
}

/**
 * Named failure scenarios, each a complete handler list for the feature (failing handlers first, then the normal
 * ones): a story sets `parameters.msw.handlers.auth = authScenarios.serverError`, a test `server.use(...)`.
 */
export type AuthScenarioName =
  | 'loginBusinessError'
  | 'debugLoginWrongPassword'
  | 'unauthorized'
  | 'serverError'
  | 'networkError'
  | 'slow'
  | 'userInfoFailure'
  | 'sendCodeError'
  | 'verifyCodeError'
  | 'resetPasswordError'
  | 'menuTokenExpired'
  | 'menuErrorOnce'
  | 'farmListError'
  | 'farmListErrorOnce'
  | 'farmListEmpty'
  | 'farmListSlow'
  | 'changeFarmError'
  | 'changeFarmSlow';

/**
 * The auth feature's failure scenarios by name (see `AuthScenarioName`): each a complete handler list that replaces
 * `handlersByFeature.auth`.
 */
export const authScenarios: Readonly<Record<AuthScenarioName, RequestHandler[]>> = {
  /** Real login answers `Code` ≠ 200 with a `Message`. */
  loginBusinessError: failing('mobileLogin', () => realFail(messages.accountDisabled)),
  /** Debug login answers 50000 'wrong account or password' whatever is typed. */
  debugLoginWrongPassword: failing('userLogin', () => debugFail(messages.wrongAccountOrPassword)),
  /** Every auth call answers HTTP 401. */
  unauthorized: [...everyEndpoint(unauthorizedResponse), ...authHandlers],
  /** Every auth call answers HTTP 500 without a body. */
  serverError: [...everyEndpoint(() => new HttpResponse(null, { status: 500 })), ...authHandlers],
  /** Every auth call fails at the network level. */
  networkError: [...everyEndpoint(() => HttpResponse.error()), ...authHandlers],
  /** Both logins take about 3 s (to show the pending state); everything else is normal. */
  slow: [slowly('mobileLogin'), slowly('userLogin'), ...authHandlers],
  /** Login works, loading the user fails (real: business error; debug: 50000). */
  userInfoFailure: [
    route('getUserByToken', async () => {
      await mockLatency();
      return realFail(messages.userInfoFailed);
    }),
    route('userInfo', async () => {
      await mockLatency();
      return debugFail(messages.userInfoFailed);
    }),
    ...authHandlers,
  ],
  /** Sending the verification code fails. */
  sendCodeError: failing('getIdentifyingCode', () => realFail(messages.codeTooOften)),
  /** Every verification code is rejected. */
  verifyCodeError: failing('verificationMobile', () => realFail(messages.wrongVerificationCode)),
  /** Verification works, setting the new password fails. */
  resetPasswordError: failing('resetPassword', () => realFail(messages.resetFailed)),
  /**
   * Debug mode: the menu call answers 50014 (token expired). The menu goes through the unauthenticated client, so this
   * fails the menu load without asking the user to log in again (product contract §10.3).
   */
  menuTokenExpired: failing('serverMenu', () =>
    debugFail(messages.tokenInvalid, ResponseCode.tokenExpired),
  ),
  /** Debug mode: the menu call fails the first time (50000), then answers the menu (a later try succeeds). */
  menuErrorOnce: failingOnce('serverMenu', () => debugFail(messages.menuFailed)),
  /** The farm list answers a business error; everything else (login, switching) works. */
  farmListError: failing('getFarmList', () => realFail(messages.farmListFailed)),
  /** The farm list fails the first time, then works (the retry of its error state succeeds). */
  farmListErrorOnce: failingOnce('getFarmList', () => realFail(messages.farmListFailed)),
  /** The user may work in no farm at all. */
  farmListEmpty: failing('getFarmList', () => realOk([])),
  /** The farm list takes about 3 s (to show its loading state). */
  farmListSlow: [slowly('getFarmList'), ...authHandlers],
  /** Switching farm answers a business error (the client toasts the server's message). */
  changeFarmError: failing('changeFarm', () => realFail(messages.changeFarmFailed)),
  /** Switching farm takes about 3 s (to show the pending state). */
  changeFarmSlow: [slowly('changeFarm'), ...authHandlers],
};

/** The auth calls are part of the core (every page needs a session); their mocks register like a feature's. */
export const authMocks = defineFeatureMocks({
  name: 'auth',
  handlers: authHandlers,
  scenarios: authScenarios,
  reset: resetAuthMockState,
});
