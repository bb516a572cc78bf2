/** Shapes of the data-analysis calls (analytics and popular authors). */

import { isOneOf } from '../../../components/shared/isOneOf';

/** The quotas of /api/public-opinion-analysis: three daily series, and `share`, which answers a split by type. */
export type OpinionQuota = 'visitors' | 'published' | 'comment' | 'share';
export const OPINION_QUOTAS: readonly OpinionQuota[] = [
  'visitors',
  'published',
  'comment',
  'share',
];
export type OpinionTrendQuota = Exclude<OpinionQuota, 'share'>;

/** The kinds of content the analysis splits by. */
export type ContentKind = 'text' | 'imageText' | 'video';
export const CONTENT_KINDS: readonly ContentKind[] = ['text', 'imageText', 'video'];

/** A day's figure: `x` is the day as `YYYY-MM-DD`. */
export interface DailyPoint {
  x: string;
  y: number;
}

/** One kind's part of a whole. */
export interface KindShare {
  name: ContentKind;
  value: number;
}

/** Analytics for a daily quota: the total, its growth against yesterday (percent) and 12 days. */
export interface OpinionTrend {
  count: number;
  growth: number;
  chartData: DailyPoint[];
}

/** Analytics for the `share` quota: the total, its growth and the split by content kind. */
export interface OpinionSplit {
  count: number;
  growth: number;
  chartData: KindShare[];
}

/** The answer of /api/public-opinion-analysis for a quota. */
export type OpinionAnalysis<Quota extends OpinionQuota> = Quota extends 'share'
  ? OpinionSplit
  : OpinionTrend;

/** A series over the hours of the day: one value per entry of `xAxis`. */
export interface KindSeries {
  name: ContentKind;
  value: number[];
}

/** /api/content-period-analysis: the share (percent) of each kind among what is read, every two hours. */
export interface ContentPeriodAnalysis {
  /** The hours, `HH:mm`. */
  xAxis: string[];
  data: KindSeries[];
}

/** One kind's row of /api/content-publish: articles published per two hours (`x` the hours, `y` the counts). */
export interface ContentPublishRecord {
  name: ContentKind;
  x: string[];
  y: number[];
}

/** Popular author (the answer of /api/popular-author/list, seven of them). */
export interface AnalysisAuthor {
  ranking: number;
  author: string;
  contentCount: number;
  clickCount: number;
}

export function isOpinionQuota(value: unknown): value is OpinionQuota {
  return isOneOf(OPINION_QUOTAS, value);
}
