export { MultiDimensionAnalysisScreen } from './MultiDimensionAnalysisScreen';
export {
  chainGrowthQueryOptions,
  contentSourcesQueryOptions,
  contentTypeDistributionQueryOptions,
  dataOverviewQueryOptions,
  getContentSources,
  getContentTypeDistribution,
  getDataChainGrowth,
  getDataOverview,
} from './multiDimensionAnalysis.api';
export type { MultiDimensionCallOptions } from './multiDimensionAnalysis.api';
export { CHAIN_QUOTAS, OVERVIEW_METRICS } from './multiDimensionAnalysis.types';
export type {
  ChainGrowth,
  ChainQuota,
  ContentSource,
  ContentTypeDistribution,
  DataOverview,
  OverviewMetric,
  PublishSource,
  TopicCategory,
} from './multiDimensionAnalysis.types';
export { multiDimensionAnalysisLocale } from './locales';
