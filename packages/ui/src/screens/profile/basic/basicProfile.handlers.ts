import type { JsonBodyType, RequestHandler } from 'msw';
import { defineFeatureMocks } from '../../../mocks/feature';
import {
  readOnlyMocks,
  reading,
  type MockResolver,
  type ReadScenarioName,
} from '../../../mocks/readScenarios';
import { debugFail, debugOk } from '../../../mocks/responses';
import { basicProfile, bilingualOperationLog } from './basicProfile.fixtures';
import { mockMessagesInChinese } from '../../../mocks/locale';

/**
 * MSW handlers of the basic profile's debug calls: GET /api/profile/basic and GET /api/operation/log.
 * Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

/** Messages of the mocked server (answered in the request's language, `mockMessagesInChinese`). */
export const BASIC_PROFILE_MOCK_MESSAGES = mockMessagesInChinese(
  {
    serverError: 'profile service unavailable',
  } as const,
  {
    serverError: '参数审批服务暂不可用',
  },
);

const resolvers = {
  profileBasic: reading(basicProfile as unknown as JsonBodyType),
  operationLog: reading(bilingualOperationLog as unknown as JsonBodyType),
} satisfies Record<string, MockResolver>;

const { handlers, scenarios, answering } = readOnlyMocks({
  resolvers,
  // A first change (no earlier parameters) and nothing in the operation log yet.
  emptyAnswers: {
    profileBasic: { ...basicProfile, previous: null } as unknown as JsonBodyType,
    operationLog: [],
  },
  serverError: BASIC_PROFILE_MOCK_MESSAGES.serverError,
});

/** The happy-path handlers of the basic profile. */
export const basicProfileHandlers: RequestHandler[] = handlers;

/**
 * The scenario names of the basic profile's mocks (`basicProfileScenarios`): the four read scenarios, plus only the
 * profile or only the operation log failing, and `finished` (the change approved, status 3: the flow is over).
 */
export type BasicProfileScenarioName = ReadScenarioName | 'profileError' | 'logError' | 'finished';

/**
 * Complete handler lists for `parameters.msw.handlers.basicProfile` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones. `empty`: a first change (no earlier parameters) and nothing in
 * the operation log yet; `error`, `slow`, `unauthorized`: both calls fail with 50000, take 3 s, answer HTTP 401.
 */
export const basicProfileScenarios: Readonly<Record<BasicProfileScenarioName, RequestHandler[]>> = {
  ...scenarios,
  /** Only the profile fails; the operation log loads. */
  profileError: answering(['profileBasic'], () =>
    debugFail(BASIC_PROFILE_MOCK_MESSAGES.serverError),
  ),
  /** Only the operation log fails. */
  logError: answering(['operationLog'], () => debugFail(BASIC_PROFILE_MOCK_MESSAGES.serverError)),
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
