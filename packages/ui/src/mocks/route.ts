import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandlerOptions,
} from 'msw';
import type { Endpoint, HttpMethod } from '../api/endpoints';
import { isUnderMockBase } from './baseUrl';

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
 * page's origin by default), never a host's own `/api/...` elsewhere.
 */
export function mockRoute<RequestBody extends DefaultBodyType = DefaultBodyType>(
  endpoint: Endpoint,
  resolver: HttpResponseResolver<PathParams, RequestBody, DefaultBodyType>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return byMethod[endpoint.method]<PathParams, RequestBody, DefaultBodyType>(
    ({ request }) => isUnderMockBase(request.url, endpoint.path),
    resolver,
    options,
  );
}
