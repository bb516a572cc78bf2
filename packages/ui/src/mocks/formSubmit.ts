import { delay, type RequestHandler } from 'msw';
import type { Endpoint } from '../api/endpoints';
import { unauthorizedResponse } from './auth/mockSession';
import { mockLatency } from './delay';
import { readJsonObject } from './request';
import { debugFail, debugOk } from './responses';
import { mockRoute } from './route';

const SLOW_MS = 3_000;

export type FormSubmitScenarioName = 'error' | 'slow' | 'unauthorized';

export interface FormSubmitMocksOptions {
  /** The form's debug submit call. */
  endpoint: Endpoint;
  /** The server's refusal of a body (its message), or null when the body is accepted. */
  problemOf: (body: Record<string, unknown>) => string | null;
  /** The message of the `error` scenario's failure. */
  serverError: string;
}

export interface FormSubmitMocks {
  handlers: RequestHandler[];
  scenarios: Readonly<Record<FormSubmitScenarioName, RequestHandler[]>>;
}

/**
 * The mocked server of a form that submits once (a debug call answering `debugOk(null)`): the happy-path handler
 * and the `error` / `slow` / `unauthorized` scenarios, each a complete handler list for
 * `parameters.msw.handlers.<feature>` (stories) or `server.use(...)` (tests) — the scenario's handler first.
 */
export function formSubmitMocks({
  endpoint,
  problemOf,
  serverError,
}: FormSubmitMocksOptions): FormSubmitMocks {
  // mockRoute has refused a request without the session the endpoint needs (mocks/access.ts).
  const submit = async ({ request }: { request: Request }) => {
    await mockLatency();
    const problem = problemOf(await readJsonObject(request));
    return problem ? debugFail(problem) : debugOk(null);
  };
  const handlers: RequestHandler[] = [mockRoute(endpoint, submit)];
  const scenarios: Readonly<Record<FormSubmitScenarioName, RequestHandler[]>> = {
    /** The submit answers the debug failure code 50000 (the data layer toasts the message). */
    error: [
      mockRoute(endpoint, async () => {
        await mockLatency();
        return debugFail(serverError);
      }),
      ...handlers,
    ],
    /** The submit takes 3 s, to show its pending state. */
    slow: [
      mockRoute(endpoint, async (info) => {
        await delay(SLOW_MS);
        return submit(info);
      }),
      ...handlers,
    ],
    /** The session has expired: every submit is refused with HTTP 401 (the session prompt opens). */
    unauthorized: [
      mockRoute(endpoint, async () => {
        await mockLatency();
        return unauthorizedResponse();
      }),
      ...handlers,
    ],
  };
  return { handlers, scenarios };
}
