import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { dataAnalysisEndpoints as endpoints } from './dataAnalysis.endpoints';
import { farmQueryKey, type ApiScope } from '../../../data/apiScope';
import type {
  AnalysisAuthor,
  ContentPeriodAnalysis,
  ContentPublishRecord,
  OpinionAnalysis,
  OpinionQuota,
} from './dataAnalysis.types';

/** Options shared by the data-analysis calls. */
export interface DataAnalysisCallOptions {
  /** Cancels the request (a block that unmounts or refetches). */
  signal?: AbortSignal;
}

/**
 * POST /api/public-opinion-analysis `{ quota }`: a daily quota answers its total, growth and 12 days;
 * `share` answers the split by content kind (debug envelope).
 */
export function getPublicOpinionAnalysis<Quota extends OpinionQuota>(
  client: ApiClient,
  { quota }: { quota: Quota },
  options: DataAnalysisCallOptions = {},
): Promise<OpinionAnalysis<Quota>> {
  return client.request<OpinionAnalysis<Quota>>({
    ...endpoints.publicOpinionAnalysis,
    body: { quota },
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/content-period-analysis: each kind's share of reading every two hours (debug envelope). */
export function getContentPeriodAnalysis(
  client: ApiClient,
  options: DataAnalysisCallOptions = {},
): Promise<ContentPeriodAnalysis> {
  return client.request<ContentPeriodAnalysis>({
    ...endpoints.contentPeriodAnalysis,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/content-publish: articles published per kind every two hours (debug envelope). */
export function getContentPublish(
  client: ApiClient,
  options: DataAnalysisCallOptions = {},
): Promise<ContentPublishRecord[]> {
  return client.request<ContentPublishRecord[]>({
    ...endpoints.contentPublish,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/popular-author/list: the seven most read authors (debug envelope). */
export function getAnalysisAuthors(
  client: ApiClient,
  options: DataAnalysisCallOptions = {},
): Promise<AnalysisAuthor[]> {
  return client.request<AnalysisAuthor[]>({
    ...endpoints.popularAuthorList,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** One statistic card's analytics. */
export function publicOpinionQueryOptions<Quota extends OpinionQuota>(
  scope: ApiScope,
  quota: Quota,
) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'dataAnalysis', 'public-opinion', quota),
    queryFn: ({ signal }) => getPublicOpinionAnalysis(scope.client, { quota }, { signal }),
  });
}

export function contentPeriodQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'dataAnalysis', 'content-period'),
    queryFn: ({ signal }) => getContentPeriodAnalysis(scope.client, { signal }),
  });
}

export function contentPublishQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'dataAnalysis', 'content-publish'),
    queryFn: ({ signal }) => getContentPublish(scope.client, { signal }),
  });
}

/** The popular authors of the analysis page. */
export function analysisAuthorsQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'dataAnalysis', 'popular-authors'),
    queryFn: ({ signal }) => getAnalysisAuthors(scope.client, { signal }),
  });
}
