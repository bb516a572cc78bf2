import {
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type JsonBodyType,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { endpoints } from '../api/endpoints';
import { unauthorizedResponse } from './auth/mockSession';
import { mockLatency } from './delay';
import { debugFail, debugOk } from './responses';
import { mockRoute } from './route';

export type MockResolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/** How long every call of the `slow` scenario takes, to show the loading skeletons. */
export const SLOW_SCENARIO_MS = 3_000;

export type ReadScenarioName = 'empty' | 'error' | 'slow' | 'unauthorized';

/**
 * The mocks of a page that only reads, from one resolver per endpoint: its happy-path handlers and its four standard
 * scenarios, each a complete handler list for `parameters.msw.handlers.<feature>` (stories) or `server.use(...)`
 * (tests) — the scenario's handler of every endpoint first, then the normal ones.
 */
export function readOnlyMocks<Name extends keyof typeof endpoints>({
  resolvers,
  emptyAnswers,
  serverError,
}: {
  resolvers: Readonly<Record<Name, MockResolver>>;
  /** What each call answers when there is nothing to show. */
  emptyAnswers: Readonly<Record<Name, JsonBodyType>>;
  /** The message of the debug failure (code 50000) every call answers in `error`. */
  serverError: string;
}): { handlers: RequestHandler[]; scenarios: Record<ReadScenarioName, RequestHandler[]> } {
  const names = Object.keys(resolvers) as Name[];
  const handlers = names.map((name) => mockRoute(endpoints[name], resolvers[name]));
  const everyEndpoint = (resolver: (name: Name) => MockResolver): RequestHandler[] => [
    ...names.map((name) => mockRoute(endpoints[name], resolver(name))),
    ...handlers,
  ];
  return {
    handlers,
    scenarios: {
      /** Every call succeeds with nothing in it. */
      empty: everyEndpoint((name) => async () => {
        await mockLatency();
        return debugOk(structuredClone(emptyAnswers[name]));
      }),
      /** Every call answers the debug failure code 50000. */
      error: everyEndpoint(() => async () => {
        await mockLatency();
        return debugFail(serverError);
      }),
      /** Every call takes 3 s, to show the loading skeletons. */
      slow: everyEndpoint((name) => async (info) => {
        await delay(SLOW_SCENARIO_MS);
        return resolvers[name](info);
      }),
      /** Every call answers HTTP 401: the client asks the user to log in again. */
      unauthorized: everyEndpoint(() => async () => {
        await mockLatency();
        return unauthorizedResponse();
      }),
    },
  };
}
