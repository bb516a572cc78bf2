import type { JsonBodyType, RequestHandler } from 'msw';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { farmFigures, farmSeedOf } from '../../../mocks/farm';
import { readJsonObject } from '../../../mocks/request';
import { debugFail, debugOk } from '../../../mocks/responses';
import {
  readOnlyMocks,
  type MockResolver,
  type ReadScenarioName,
} from '../../../mocks/readScenarios';
import {
  chainGrowth,
  contentSources,
  contentTypeDistribution,
  dataOverview,
} from './multiDimensionAnalysis.fixtures';
import { CHAIN_QUOTAS, isChainQuota, type DataOverview } from './multiDimensionAnalysis.types';
import { mockMessagesInChinese } from '../../../mocks/locale';

/**
 * A fixture as the request's farm has it: as written on the home farm, its figures seeded from the farm's id (and
 * the call, so each block differs) elsewhere.
 */
function ofFarm<T>(request: Request, fixture: T, call: number): T {
  const seed = farmSeedOf(request);
  return seed === null ? structuredClone(fixture) : farmFigures(fixture, seed * 31 + call);
}

/** The overview of the request's farm; each metric's headline count stays its last day's figure (contract §10.3). */
function overviewOfFarm(request: Request): DataOverview {
  const overview = ofFarm(request, dataOverview, 20);
  return {
    ...overview,
    data: overview.data.map((metric) => ({
      ...metric,
      count: metric.value[metric.value.length - 1] ?? metric.count,
    })),
  };
}

/**
 * MSW handlers of the multi-dimension analysis: /api/data-overview and /api/data-chain-growth `{ quota }`, and our
 * own /api/multi-dimension/content-type-distribution and /api/multi-dimension/content-source.
 * Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const MULTI_DIMENSION_MOCK_MESSAGES = mockMessagesInChinese(
  {
    invalidQuota:
      'quota must be retentionTrends, userRetention, contentConsumptionTrends or contentConsumption',
    serverError: 'analysis service unavailable',
  } as const,
  {
    invalidQuota:
      'quota 只能是 retentionTrends、userRetention、contentConsumptionTrends 或 contentConsumption',
    serverError: '分析服务暂不可用',
  },
);

const resolvers = {
  dataOverview: async ({ request }) => {
    await mockLatency();
    return debugOk(overviewOfFarm(request));
  },
  dataChainGrowth: async ({ request }) => {
    await mockLatency();
    const { quota } = await readJsonObject(request);
    if (!isChainQuota(quota)) return debugFail(MULTI_DIMENSION_MOCK_MESSAGES.invalidQuota);
    return debugOk(ofFarm(request, chainGrowth[quota], CHAIN_QUOTAS.indexOf(quota)));
  },
  multiDimensionContentType: async ({ request }) => {
    await mockLatency();
    return debugOk(ofFarm(request, contentTypeDistribution, 21));
  },
  multiDimensionContentSource: async ({ request }) => {
    await mockLatency();
    return debugOk(ofFarm(request, contentSources, 22));
  },
} satisfies Record<string, MockResolver>;

/** What each call answers when there is nothing to show. */
const emptyAnswers: Readonly<Record<keyof typeof resolvers, JsonBodyType>> = {
  dataOverview: { xAxis: [], data: [] },
  dataChainGrowth: { count: 0, growth: 0, chartData: { xAxis: [], data: { name: '', value: [] } } },
  multiDimensionContentType: { axes: [], data: [] },
  multiDimensionContentSource: [],
};

const { handlers, scenarios } = readOnlyMocks({
  resolvers,
  emptyAnswers,
  serverError: MULTI_DIMENSION_MOCK_MESSAGES.serverError,
});

/** The happy-path handlers of the multi-dimension analysis. */
export const multiDimensionHandlers: RequestHandler[] = handlers;

/**
 * The scenario names of the multi-dimension analysis mocks (`multiDimensionScenarios`): every read empty, failing
 * (50000), taking 3 s or answering HTTP 401.
 */
export type MultiDimensionScenarioName = ReadScenarioName;

/**
 * Complete handler lists for `parameters.msw.handlers.multiDimensionAnalysis` (stories) or `server.use(...)`
 * (tests): the scenario's handlers first, then the normal ones (`readOnlyMocks`).
 */
export const multiDimensionScenarios: Readonly<
  Record<MultiDimensionScenarioName, RequestHandler[]>
> = scenarios;

export const multiDimensionMocks = defineFeatureMocks({
  name: 'multiDimensionAnalysis',
  handlers: multiDimensionHandlers,
  scenarios: multiDimensionScenarios,
});
