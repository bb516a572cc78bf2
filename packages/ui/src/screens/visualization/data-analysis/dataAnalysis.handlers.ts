import type { JsonBodyType, RequestHandler } from 'msw';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { farmFigures, farmSeedOf } from '../../../mocks/farm';
import { readJsonObject } from '../../../mocks/request';
import { debugOk } from '../../../mocks/responses';
import {
  readOnlyMocks,
  type MockResolver,
  type ReadScenarioName,
} from '../../../mocks/readScenarios';
import {
  contentPeriodAnalysis,
  contentPublish,
  opinionSplit,
  opinionTrends,
} from './dataAnalysis.fixtures';
import { isOpinionQuota, OPINION_QUOTAS } from './dataAnalysis.types';
import { mockMessagesInChinese } from '../../../mocks/locale';

/**
 * A fixture as the request's farm has it: as written on the home farm, its figures seeded from the farm's id (and
 * the call, so each block differs) elsewhere. Shares in percent stay at most 100.
 */
function ofFarm<T>(request: Request, fixture: T, call: number, max?: number): T {
  const seed = farmSeedOf(request);
  return seed === null ? structuredClone(fixture) : farmFigures(fixture, seed * 31 + call, { max });
}

/**
 * MSW handlers of the data-analysis calls: /api/public-opinion-analysis `{ quota }`,
 * /api/content-period-analysis and /api/content-publish. /api/popular-author/list belongs to the workplace's mocks
 * (one handler per path); a story that wants the author table to fail or be empty sets the workplace's scenario
 * too. Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const DATA_ANALYSIS_MOCK_MESSAGES = mockMessagesInChinese(
  {
    serverError: 'analysis service unavailable',
  } as const,
  {
    serverError: '分析服务暂不可用',
  },
);

const resolvers = {
  // contract §7: visitors, comment and published answer their series; any other quota the split by type.
  publicOpinionAnalysis: async ({ request }) => {
    await mockLatency();
    const { quota } = await readJsonObject(request);
    const answer = isOpinionQuota(quota) && quota !== 'share' ? opinionTrends[quota] : opinionSplit;
    return debugOk(
      ofFarm(request, answer, OPINION_QUOTAS.indexOf(isOpinionQuota(quota) ? quota : 'share')),
    );
  },
  contentPeriodAnalysis: async ({ request }) => {
    await mockLatency();
    return debugOk(ofFarm(request, contentPeriodAnalysis, 10, 100));
  },
  contentPublish: async ({ request }) => {
    await mockLatency();
    return debugOk(ofFarm(request, contentPublish, 11));
  },
} satisfies Record<string, MockResolver>;

/** What each call answers when there is nothing to show. */
const emptyAnswers: Readonly<Record<keyof typeof resolvers, JsonBodyType>> = {
  publicOpinionAnalysis: { count: 0, growth: 0, chartData: [] },
  contentPeriodAnalysis: { xAxis: [], data: [] },
  contentPublish: [],
};

const { handlers, scenarios } = readOnlyMocks({
  resolvers,
  emptyAnswers,
  serverError: DATA_ANALYSIS_MOCK_MESSAGES.serverError,
});

/** The happy-path handlers of the data-analysis page. */
export const dataAnalysisHandlers: RequestHandler[] = handlers;

/** The scenario names of the data-analysis mocks (`dataAnalysisScenarios`): every read empty, failing (50000), taking 3 s or answering HTTP 401. */
export type DataAnalysisScenarioName = ReadScenarioName;

/**
 * Complete handler lists for `parameters.msw.handlers.dataAnalysis` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones (`readOnlyMocks`).
 */
export const dataAnalysisScenarios: Readonly<Record<DataAnalysisScenarioName, RequestHandler[]>> =
  scenarios;

export const dataAnalysisMocks = defineFeatureMocks({
  name: 'dataAnalysis',
  handlers: dataAnalysisHandlers,
  scenarios: dataAnalysisScenarios,
});
