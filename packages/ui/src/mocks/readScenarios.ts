import {
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type JsonBodyType,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { endpoints } from '../endpoints';
import { unauthorizedResponse } from './auth/mockSession';
import { mockLatency } from './delay';
import { mockLocaleOf, textsIn, type Bilingual } from './locale';
import { debugFail, debugOk } from './responses';
import { mockRoute } from './route';

export type MockResolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

type EndpointName = keyof typeof endpoints;

/** How long every call of a `slow` scenario takes, to show the loading skeletons and pending states. */
export const SLOW_SCENARIO_MS = 3_000;

/**
 * A read that answers a copy of its fixture (so a caller that changes the answer cannot change the fixture), its
 * texts in the request's language when the fixture gives both (`Bilingual`, `mockLocaleOf`).
 */
export function reading(fixture: Bilingual<JsonBodyType>): MockResolver {
  return async ({ request }) => {
    await mockLatency();
    return debugOk(textsIn<JsonBodyType>(fixture, mockLocaleOf(request)));
  };
}

/** See `mockScenarioKit`. */
export interface MockScenarioKit<Name extends EndpointName> {
  names: Name[];
  handlers: RequestHandler[];
  /** The named endpoints answer `respond(name)` after the demo latency; the others as usual. */
  answering: (only: readonly Name[], respond: (name: Name) => Response) => RequestHandler[];
  /** The named endpoints answer as usual, but only after 3 s. */
  slowly: (only: readonly Name[]) => RequestHandler[];
}

/**
 * A feature's mocks from one resolver per endpoint: its happy-path handlers, and the makers of its scenarios, each a
 * complete handler list for `parameters.msw.handlers.<feature>` (stories) or `server.use(...)` (tests) — the
 * scenario's handlers of the endpoints it names first, then the normal ones.
 */
export function mockScenarioKit<Name extends EndpointName>(
  resolvers: Readonly<Record<Name, MockResolver>>,
): MockScenarioKit<Name> {
  const names = Object.keys(resolvers) as Name[];
  const handlers: RequestHandler[] = names.map((name) =>
    mockRoute(endpoints[name], resolvers[name]),
  );
  return {
    names,
    handlers,
    answering: (only, respond) => [
      ...only.map((name) =>
        mockRoute(endpoints[name], async () => {
          await mockLatency();
          return respond(name);
        }),
      ),
      ...handlers,
    ],
    slowly: (only) => [
      ...only.map((name) =>
        mockRoute(endpoints[name], async (info) => {
          await delay(SLOW_SCENARIO_MS);
          return resolvers[name](info);
        }),
      ),
      ...handlers,
    ],
  };
}

export type ReadScenarioName = 'empty' | 'error' | 'slow' | 'unauthorized';

/**
 * The mocks of a page that only reads: `mockScenarioKit`'s handlers and makers, and the four standard scenarios of
 * every endpoint.
 */
export function readOnlyMocks<Name extends EndpointName>({
  resolvers,
  emptyAnswers,
  serverError,
}: {
  resolvers: Readonly<Record<Name, MockResolver>>;
  /** What each call answers when there is nothing to show. */
  emptyAnswers: Readonly<Record<Name, JsonBodyType>>;
  /** The message of the debug failure (code 50000) every call answers in `error`. */
  serverError: string;
}): MockScenarioKit<Name> & { scenarios: Record<ReadScenarioName, RequestHandler[]> } {
  const kit = mockScenarioKit(resolvers);
  const scenarios: Record<ReadScenarioName, RequestHandler[]> = {
    /** Every call succeeds with nothing in it. */
    empty: kit.answering(kit.names, (name) => debugOk(structuredClone(emptyAnswers[name]))),
    /** Every call answers the debug failure code 50000. */
    error: kit.answering(kit.names, () => debugFail(serverError)),
    /** Every call takes 3 s, to show the loading skeletons. */
    slow: kit.slowly(kit.names),
    /** Every call answers HTTP 401: the client asks the user to log in again. */
    unauthorized: kit.answering(kit.names, () => unauthorizedResponse()),
  };
  return { ...kit, scenarios };
}
