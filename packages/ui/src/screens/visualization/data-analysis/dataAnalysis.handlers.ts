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
  contentPeriodAnalysis,
  contentPublish,
  opinionSplit,
  opinionTrends,
} from './dataAnalysis.fixtures';
import { isOpinionQuota } from './dataAnalysis.types';

/**
 * MSW handlers of the data-analysis calls (contract §7): /api/public-opinion-analysis `{ quota }`,
 * /api/content-period-analysis and /api/content-publish. /api/popular-author/list belongs to the workplace's mocks
 * (one handler per path); a story that wants the author table to fail or be empty sets the workplace's scenario
 * too. Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const DATA_ANALYSIS_MOCK_MESSAGES = {
  serverError: 'analysis service unavailable',
} as const;

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

const resolvers = {
  // contract §7: visitors, comment and published answer their series; any other quota the split by type.
  publicOpinionAnalysis: async ({ request }) => {
    await mockLatency();
    const { quota } = await readJsonObject(request);
    const answer = isOpinionQuota(quota) && quota !== 'share' ? opinionTrends[quota] : opinionSplit;
    return debugOk(structuredClone(answer));
  },
  contentPeriodAnalysis: async () => {
    await mockLatency();
    return debugOk(structuredClone(contentPeriodAnalysis));
  },
  contentPublish: async () => {
    await mockLatency();
    return debugOk(structuredClone(contentPublish));
  },
} satisfies Record<string, Resolver>;

type DataAnalysisEndpointName = keyof typeof resolvers;
const endpointNames = Object.keys(resolvers) as DataAnalysisEndpointName[];

/** The happy-path handlers of the data-analysis page. */
export const dataAnalysisHandlers: RequestHandler[] = endpointNames.map((name) =>
  mockRoute(endpoints[name], resolvers[name]),
);

function everyEndpoint(resolver: (name: DataAnalysisEndpointName) => Resolver): RequestHandler[] {
  return [
    ...endpointNames.map((name) => mockRoute(endpoints[name], resolver(name))),
    ...dataAnalysisHandlers,
  ];
}

/** What each call answers when there is nothing to show. */
const emptyAnswers: Readonly<Record<DataAnalysisEndpointName, object>> = {
  publicOpinionAnalysis: { count: 0, growth: 0, chartData: [] },
  contentPeriodAnalysis: { xAxis: [], data: [] },
  contentPublish: [],
};

const SLOW_MS = 3_000;

export type DataAnalysisScenarioName = 'empty' | 'error' | 'slow' | 'unauthorized';

/**
 * Complete handler lists for `parameters.msw.handlers.dataAnalysis` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const dataAnalysisScenarios: Readonly<Record<DataAnalysisScenarioName, RequestHandler[]>> = {
  /** Every call succeeds with nothing in it. */
  empty: everyEndpoint((name) => async () => {
    await mockLatency();
    return debugOk(structuredClone(emptyAnswers[name]));
  }),
  /** Every call answers the debug failure code 50000. */
  error: everyEndpoint(() => async () => {
    await mockLatency();
    return debugFail(DATA_ANALYSIS_MOCK_MESSAGES.serverError);
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

export const dataAnalysisMocks = defineFeatureMocks({
  name: 'dataAnalysis',
  handlers: dataAnalysisHandlers,
  scenarios: dataAnalysisScenarios,
});
