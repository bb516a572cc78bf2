import {
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { endpoints } from '../../../api/endpoints';
import { mockLatency } from '../../../mocks/delay';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockRoute } from '../../../mocks/route';
import { sessionOf } from '../../../mocks/auth/mockSession';
import { contentDataOfFarm, popularAuthors, popularLists } from './workplace.fixtures';
import { isPopularType } from './workplace.types';
import { defineFeatureMocks } from '../../../mocks/feature';

/**
 * MSW handlers of the workplace's debug calls (contract §7): /api/content-data, /api/popular/list?type=,
 * /api/popular-author/list. Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const WORKPLACE_MOCK_MESSAGES = {
  invalidType: 'type must be text, image or video',
  serverError: 'content service unavailable',
} as const;

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

const resolvers = {
  // Each farm has its own figures: the farm of the request's session (the home farm without one).
  contentData: async ({ request }) => {
    await mockLatency();
    return debugOk(structuredClone(contentDataOfFarm(sessionOf(request)?.farmId ?? null)));
  },
  popularList: async ({ request }) => {
    await mockLatency();
    const type = new URL(request.url).searchParams.get('type');
    if (!isPopularType(type)) return debugFail(WORKPLACE_MOCK_MESSAGES.invalidType);
    return debugOk(popularLists[type].map((item) => ({ ...item })));
  },
  popularAuthorList: async () => {
    await mockLatency();
    return debugOk(popularAuthors.map((author) => ({ ...author })));
  },
} satisfies Record<string, Resolver>;

type WorkplaceEndpointName = keyof typeof resolvers;
const workplaceEndpointNames = Object.keys(resolvers) as WorkplaceEndpointName[];

/** The happy-path handlers of the workplace. */
export const workplaceHandlers: RequestHandler[] = workplaceEndpointNames.map((name) =>
  mockRoute(endpoints[name], resolvers[name]),
);

function everyEndpoint(resolver: (name: WorkplaceEndpointName) => Resolver): RequestHandler[] {
  return workplaceEndpointNames.map((name) => mockRoute(endpoints[name], resolver(name)));
}

const SLOW_MS = 3_000;

export type WorkplaceScenarioName = 'empty' | 'error' | 'slow';

/**
 * Complete handler lists for `parameters.msw.handlers.workplace` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const workplaceScenarios: Readonly<Record<WorkplaceScenarioName, RequestHandler[]>> = {
  /** Every call succeeds with nothing in it. */
  empty: [
    ...everyEndpoint((name) => async () => {
      await mockLatency();
      return debugOk(name === 'contentData' ? { overview: null, series: [] } : []);
    }),
    ...workplaceHandlers,
  ],
  /** Every call answers the debug failure code 50000. */
  error: [
    ...everyEndpoint(() => async () => {
      await mockLatency();
      return debugFail(WORKPLACE_MOCK_MESSAGES.serverError);
    }),
    ...workplaceHandlers,
  ],
  /** Every call takes 3 s, to show the loading skeletons. */
  slow: [
    ...everyEndpoint((name) => async (info) => {
      await delay(SLOW_MS);
      return resolvers[name](info);
    }),
    ...workplaceHandlers,
  ],
};

export const workplaceMocks = defineFeatureMocks({
  name: 'workplace',
  handlers: workplaceHandlers,
  scenarios: workplaceScenarios,
});
