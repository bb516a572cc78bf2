import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { workplaceEndpoints as endpoints } from './workplace.endpoints';
import { farmQueryKey, type ApiScope } from '../../../data/apiScope';
import type { ContentData, PopularAuthor, PopularItem, PopularType } from './workplace.types';

/** Options shared by the workplace calls. */
export interface WorkplaceCallOptions {
  /** Cancels the request (a card that unmounts or refetches). */
  signal?: AbortSignal;
}

/** GET /api/content-data: the overview numbers and the 12-point content series (debug envelope). */
export function getContentData(
  client: ApiClient,
  options: WorkplaceCallOptions = {},
): Promise<ContentData> {
  return client.request<ContentData>({
    ...endpoints.contentData,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/popular/list?type=: the five most clicked items of one content type (debug envelope). */
export function getPopularList(
  client: ApiClient,
  { type }: { type: PopularType },
  options: WorkplaceCallOptions = {},
): Promise<PopularItem[]> {
  return client.request<PopularItem[]>({
    ...endpoints.popularList,
    query: { type },
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/popular-author/list: the seven most read authors (debug envelope). */
export function getPopularAuthors(
  client: ApiClient,
  options: WorkplaceCallOptions = {},
): Promise<PopularAuthor[]> {
  return client.request<PopularAuthor[]>({
    ...endpoints.popularAuthorList,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** The overview and content series of the current farm. */
export function contentDataQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'workplace', 'content-data'),
    queryFn: ({ signal }) => getContentData(scope.client, { signal }),
  });
}

/** The five most clicked items of one content type. */
export function popularListQueryOptions(scope: ApiScope, type: PopularType) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'workplace', 'popular', type),
    queryFn: ({ signal }) => getPopularList(scope.client, { type }, { signal }),
  });
}

/** The seven most read authors. */
export function popularAuthorsQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'workplace', 'popular-authors'),
    queryFn: ({ signal }) => getPopularAuthors(scope.client, { signal }),
  });
}
