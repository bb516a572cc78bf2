import type { JsonBodyType, RequestHandler } from 'msw';
import { mockLatency } from '../../../mocks/delay';
import { debugFail, debugOk } from '../../../mocks/responses';
import {
  readOnlyMocks,
  type MockResolver,
  type ReadScenarioName,
} from '../../../mocks/readScenarios';
import { sessionOf } from '../../../mocks/auth/mockSession';
import { farmFigures, farmSeedOf } from '../../../mocks/farm';
import { mockLocaleOf, mockMessagesInChinese } from '../../../mocks/locale';
import { buildPopularList, contentDataOfFarm, popularAuthors } from './workplace.fixtures';
import { isPopularType } from './workplace.types';
import { defineFeatureMocks } from '../../../mocks/feature';

/**
 * MSW handlers of the workplace's debug calls: /api/content-data, /api/popular/list?type=,
 * /api/popular-author/list. Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const WORKPLACE_MOCK_MESSAGES = mockMessagesInChinese(
  {
    invalidType: 'type must be text, image or video',
    serverError: 'content service unavailable',
  } as const,
  {
    invalidType: 'type 只能是 text、image 或 video',
    serverError: '内容服务暂不可用',
  },
);

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
    return debugOk(buildPopularList(type, mockLocaleOf(request)));
  },
  // Each farm has its own authors' figures (the workplace and the data analysis show them), ranked by clicks.
  popularAuthorList: async ({ request }) => {
    await mockLatency();
    const seed = farmSeedOf(request);
    if (seed === null) return debugOk(popularAuthors.map((author) => ({ ...author })));
    const figures = farmFigures(popularAuthors, seed * 31 + 30, { keep: ['ranking'] });
    return debugOk(
      [...figures]
        .sort((a, b) => b.clickCount - a.clickCount)
        .map((author, index) => ({ ...author, ranking: index + 1 })),
    );
  },
} satisfies Record<string, MockResolver>;

/** What each call answers when there is nothing to show. */
const emptyAnswers: Readonly<Record<keyof typeof resolvers, JsonBodyType>> = {
  contentData: { overview: null, series: [] },
  popularList: [],
  popularAuthorList: [],
};

const { handlers, scenarios } = readOnlyMocks({
  resolvers,
  emptyAnswers,
  serverError: WORKPLACE_MOCK_MESSAGES.serverError,
});

/** The happy-path handlers of the workplace. */
export const workplaceHandlers: RequestHandler[] = handlers;

/** The scenario names of the workplace mocks (`workplaceScenarios`): every read empty, failing (50000), taking 3 s or answering HTTP 401. */
export type WorkplaceScenarioName = ReadScenarioName;

/**
 * Complete handler lists for `parameters.msw.handlers.workplace` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones (`readOnlyMocks`).
 */
export const workplaceScenarios: Readonly<Record<WorkplaceScenarioName, RequestHandler[]>> =
  scenarios;

export const workplaceMocks = defineFeatureMocks({
  name: 'workplace',
  handlers: workplaceHandlers,
  scenarios: workplaceScenarios,
});
