import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { multiDimensionAnalysisEndpoints as endpoints } from './multiDimensionAnalysis.endpoints';
import { farmQueryKey, type ApiScope } from '../../../data/apiScope';
import type {
  ChainGrowth,
  ChainQuota,
  ContentSource,
  ContentTypeDistribution,
  DataOverview,
} from './multiDimensionAnalysis.types';

/** Options shared by the multi-dimension analysis calls. */
export interface MultiDimensionCallOptions {
  /** Cancels the request (a block that unmounts or refetches). */
  signal?: AbortSignal;
}

/** POST /api/data-overview: four metrics over eight days, with their figures (debug envelope). */
export function getDataOverview(
  client: ApiClient,
  options: MultiDimensionCallOptions = {},
): Promise<DataOverview> {
  return client.request<DataOverview>({
    ...endpoints.dataOverview,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/data-chain-growth `{ quota }`: a quota's figure, growth and 12 days (debug envelope). */
export function getDataChainGrowth(
  client: ApiClient,
  { quota }: { quota: ChainQuota },
  options: MultiDimensionCallOptions = {},
): Promise<ChainGrowth> {
  return client.request<ChainGrowth>({
    ...endpoints.dataChainGrowth,
    body: { quota },
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/multi-dimension/content-type-distribution (ours). */
export function getContentTypeDistribution(
  client: ApiClient,
  options: MultiDimensionCallOptions = {},
): Promise<ContentTypeDistribution> {
  return client.request<ContentTypeDistribution>({
    ...endpoints.multiDimensionContentType,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/multi-dimension/content-source (ours). */
export function getContentSources(
  client: ApiClient,
  options: MultiDimensionCallOptions = {},
): Promise<ContentSource[]> {
  return client.request<ContentSource[]>({
    ...endpoints.multiDimensionContentSource,
    envelope: 'debug',
    signal: options.signal,
  });
}

export function dataOverviewQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'multiDimensionAnalysis', 'overview'),
    queryFn: ({ signal }) => getDataOverview(scope.client, { signal }),
  });
}

export function chainGrowthQueryOptions(scope: ApiScope, quota: ChainQuota) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'multiDimensionAnalysis', 'chain-growth', quota),
    queryFn: ({ signal }) => getDataChainGrowth(scope.client, { quota }, { signal }),
  });
}

export function contentTypeDistributionQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'multiDimensionAnalysis', 'content-type'),
    queryFn: ({ signal }) => getContentTypeDistribution(scope.client, { signal }),
  });
}

export function contentSourcesQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'multiDimensionAnalysis', 'content-source'),
    queryFn: ({ signal }) => getContentSources(scope.client, { signal }),
  });
}
