import {
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { endpoints } from '../../../api/endpoints';
import { unauthorizedResponse } from '../../../mocks/auth/mockSession';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { readJsonObject } from '../../../mocks/request';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockRoute } from '../../../mocks/route';
import {
  chainGrowth,
  contentSources,
  contentTypeDistribution,
  dataOverview,
} from './multiDimensionAnalysis.fixtures';
import { isChainQuota } from './multiDimensionAnalysis.types';

/**
 * MSW handlers of the multi-dimension analysis: /api/data-overview and /api/data-chain-growth `{ quota }` (contract
 * §7), and our own /api/multi-dimension/content-type-distribution and /api/multi-dimension/content-source (§10.2).
 * Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const MULTI_DIMENSION_MOCK_MESSAGES = {
  invalidQuota:
    'quota must be retentionTrends, userRetention, contentConsumptionTrends or contentConsumption',
  serverError: 'analysis service unavailable',
} as const;

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

const resolvers = {
  dataOverview: async () => {
    await mockLatency();
    return debugOk(structuredClone(dataOverview));
  },
  dataChainGrowth: async ({ request }) => {
    await mockLatency();
    const { quota } = await readJsonObject(request);
    if (!isChainQuota(quota)) return debugFail(MULTI_DIMENSION_MOCK_MESSAGES.invalidQuota);
    return debugOk(structuredClone(chainGrowth[quota]));
  },
  multiDimensionContentType: async () => {
    await mockLatency();
    return debugOk(structuredClone(contentTypeDistribution));
  },
  multiDimensionContentSource: async () => {
    await mockLatency();
    return debugOk(structuredClone(contentSources));
  },
} satisfies Record<string, Resolver>;

type MultiDimensionEndpointName = keyof typeof resolvers;
const endpointNames = Object.keys(resolvers) as MultiDimensionEndpointName[];

/** The happy-path handlers of the multi-dimension analysis. */
export const multiDimensionHandlers: RequestHandler[] = endpointNames.map((name) =>
  mockRoute(endpoints[name], resolvers[name]),
);

function everyEndpoint(resolver: (name: MultiDimensionEndpointName) => Resolver): RequestHandler[] {
  return [
    ...endpointNames.map((name) => mockRoute(endpoints[name], resolver(name))),
    ...multiDimensionHandlers,
  ];
}

/** What each call answers when there is nothing to show. */
const emptyAnswers: Readonly<Record<MultiDimensionEndpointName, object>> = {
  dataOverview: { xAxis: [], data: [] },
  dataChainGrowth: { count: 0, growth: 0, chartData: { xAxis: [], data: { name: '', value: [] } } },
  multiDimensionContentType: { axes: [], data: [] },
  multiDimensionContentSource: [],
};

const SLOW_MS = 3_000;

export type MultiDimensionScenarioName = 'empty' | 'error' | 'slow' | 'unauthorized';

/**
 * Complete handler lists for `parameters.msw.handlers.multiDimensionAnalysis` (stories) or `server.use(...)`
 * (tests): the scenario's handlers first, then the normal ones.
 */
export const multiDimensionScenarios: Readonly<
  Record<MultiDimensionScenarioName, RequestHandler[]>
> = {
  /** Every call succeeds with nothing in it. */
  empty: everyEndpoint((name) => async () => {
    await mockLatency();
    return debugOk(structuredClone(emptyAnswers[name]));
  }),
  /** Every call answers the debug failure code 50000. */
  error: everyEndpoint(() => async () => {
    await mockLatency();
    return debugFail(MULTI_DIMENSION_MOCK_MESSAGES.serverError);
  }),
  /** Every call takes 3 s, to show the loading skeletons. */
  slow: everyEndpoint((name) => async (info) => {
    await delay(SLOW_MS);
    return resolvers[name](info);
  }),
  /** Every call answers HTTP 401: the client asks the user to log in again. */
  unauthorized: everyEndpoint(() => async () => {
    await mockLatency();
    return unauthorizedResponse();
  }),
};

export const multiDimensionMocks = defineFeatureMocks({
  name: 'multiDimensionAnalysis',
  handlers: multiDimensionHandlers,
  scenarios: multiDimensionScenarios,
});
