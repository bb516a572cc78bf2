import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandlerOptions,
} from 'msw';
import { mockPath, type Endpoint, type HttpMethod } from '../api/endpoints';

const byMethod = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const satisfies Record<HttpMethod, typeof http.get>;

/**
 * An MSW handler for one endpoint of `endpoints`: method and path come from the same entry the client uses, on any
 * origin, so a handler cannot drift from its call.
 */
export function mockRoute<RequestBody extends DefaultBodyType = DefaultBodyType>(
  endpoint: Endpoint,
  resolver: HttpResponseResolver<PathParams, RequestBody, DefaultBodyType>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return byMethod[endpoint.method]<PathParams, RequestBody, DefaultBodyType>(
    mockPath(endpoint),
    resolver,
    options,
  );
}
