import {
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type JsonBodyType,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { endpoints } from '../../../api/endpoints';
import { unauthorizedResponse } from '../../../mocks/auth/mockSession';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockRoute } from '../../../mocks/route';
import { basicProfile, operationLog } from './basicProfile.fixtures';

/**
 * MSW handlers of the basic profile's debug calls (contract §7): GET /api/profile/basic and GET /api/operation/log.
 * Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

/** Messages of the mocked server (server data, so not translated). */
export const BASIC_PROFILE_MOCK_MESSAGES = {
  serverError: 'profile service unavailable',
} as const;

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/** A read that answers a copy of its fixture (so a caller that changes the answer cannot change the fixture). */
function reading(fixture: JsonBodyType): Resolver {
  return async () => {
    await mockLatency();
    return debugOk(structuredClone(fixture));
  };
}

const resolvers = {
  profileBasic: reading(basicProfile as unknown as JsonBodyType),
  operationLog: reading(operationLog as unknown as JsonBodyType),
} satisfies Record<string, Resolver>;

type BasicProfileEndpointName = keyof typeof resolvers;
const names = Object.keys(resolvers) as BasicProfileEndpointName[];

/** The happy-path handlers of the basic profile. */
export const basicProfileHandlers: RequestHandler[] = names.map((name) =>
  mockRoute(endpoints[name], resolvers[name]),
);

function answering(
  only: readonly BasicProfileEndpointName[],
  respond: (name: BasicProfileEndpointName) => Response,
): RequestHandler[] {
  return [
    ...only.map((name) =>
      mockRoute(endpoints[name], async () => {
        await mockLatency();
        return respond(name);
      }),
    ),
    ...basicProfileHandlers,
  ];
}

const SLOW_MS = 3_000;

export type BasicProfileScenarioName =
  'empty' | 'error' | 'profileError' | 'logError' | 'slow' | 'unauthorized' | 'finished';

/**
 * Complete handler lists for `parameters.msw.handlers.basicProfile` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const basicProfileScenarios: Readonly<Record<BasicProfileScenarioName, RequestHandler[]>> = {
  /** A first change (no earlier parameters) and nothing in the operation log yet. */
  empty: answering(names, (name) =>
    debugOk(
      name === 'profileBasic'
        ? (structuredClone({ ...basicProfile, previous: null }) as unknown as JsonBodyType)
        : [],
    ),
  ),
  /** Both calls answer the debug failure code 50000. */
  error: answering(names, () => debugFail(BASIC_PROFILE_MOCK_MESSAGES.serverError)),
  /** Only the profile fails; the operation log loads. */
  profileError: answering(['profileBasic'], () =>
    debugFail(BASIC_PROFILE_MOCK_MESSAGES.serverError),
  ),
  /** Only the operation log fails. */
  logError: answering(['operationLog'], () => debugFail(BASIC_PROFILE_MOCK_MESSAGES.serverError)),
  /** Every call takes 3 s, to show the loading skeletons. */
  slow: names.map((name) =>
    mockRoute(endpoints[name], async (info) => {
      await delay(SLOW_MS);
      return resolvers[name](info);
    }),
  ),
  /** The session has expired: both calls answer HTTP 401 (the session prompt opens). */
  unauthorized: answering(names, () => unauthorizedResponse()),
  /** The change has been approved: status 3, the flow is over. */
  finished: answering(['profileBasic'], () =>
    debugOk(structuredClone({ ...basicProfile, status: 3 }) as unknown as JsonBodyType),
  ),
};

export const basicProfileMocks = defineFeatureMocks({
  name: 'basicProfile',
  handlers: basicProfileHandlers,
  scenarios: basicProfileScenarios,
});
