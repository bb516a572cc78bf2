export { DataAnalysisScreen } from './DataAnalysisScreen';
export {
  analysisAuthorsQueryOptions,
  contentPeriodQueryOptions,
  contentPublishQueryOptions,
  getAnalysisAuthors,
  getContentPeriodAnalysis,
  getContentPublish,
  getPublicOpinionAnalysis,
  publicOpinionQueryOptions,
} from './dataAnalysis.api';
export type { DataAnalysisCallOptions } from './dataAnalysis.api';
export { CONTENT_KINDS, OPINION_QUOTAS } from './dataAnalysis.types';
export type {
  AnalysisAuthor,
  ContentKind,
  ContentPeriodAnalysis,
  ContentPublishRecord,
  DailyPoint,
  KindSeries,
  KindShare,
  OpinionAnalysis,
  OpinionQuota,
  OpinionSplit,
  OpinionTrend,
  OpinionTrendQuota,
} from './dataAnalysis.types';
export { dataAnalysisLocale } from './locales';
