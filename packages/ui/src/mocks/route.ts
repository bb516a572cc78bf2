import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandlerOptions,
} from 'msw';
import type { Endpoint, HttpMethod } from '../api/endpoints';
import { accessRefusal, endpointRuleOf } from './access';
import { isUnderMockBase } from './baseUrl';
import { mockLatency } from './delay';
import { answerInRequestLanguage } from './locale';

const byMethod = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const satisfies Record<HttpMethod, typeof http.get>;

/**
 * An MSW handler for one endpoint of `endpoints`: method and path come from the same entry the client uses, so a
 * handler cannot drift from its call, and it answers that path under the mock base URL only (`setMockBaseUrl`, the
 * page's origin by default), never a host's own `/api/...` elsewhere. The access rule the endpoint declares
 * (`endpoint(method, path, rule)`) is checked first, for every handler and scenario alike: a call that needs a
 * session or an admin account is refused before the resolver runs, so no feature can forget it. A refusal's message is
 * answered in the request's language (`answerInRequestLanguage`).
 */
export function mockRoute<RequestBody extends DefaultBodyType = DefaultBodyType>(
  endpoint: Endpoint,
  resolver: HttpResponseResolver<PathParams, RequestBody, DefaultBodyType>,
  options?: RequestHandlerOptions,
): HttpHandler {
  const rule = endpointRuleOf(endpoint);
  const guarded: HttpResponseResolver<PathParams, RequestBody, DefaultBodyType> = async (info) => {
    const refusal = accessRefusal(rule, info.request);
    if (refusal) {
      await mockLatency();
      return answerInRequestLanguage(refusal, info.request);
    }
    const answer = await resolver(info);
    return answer instanceof Response ? answerInRequestLanguage(answer, info.request) : answer;
  };
  return byMethod[endpoint.method]<PathParams, RequestBody, DefaultBodyType>(
    ({ request }) => isUnderMockBase(request.url, endpoint.path),
    guarded,
    options,
  );
}
