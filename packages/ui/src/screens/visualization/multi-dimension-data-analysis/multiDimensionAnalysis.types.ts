import { isOneOf } from '../../../components/shared/isOneOf';

/** Shapes of the multi-dimension analysis calls (analytics, and the distribution and source reads of our own). */

/** The four figures of /api/data-overview. */
export type OverviewMetric =
  'contentProduction' | 'contentClick' | 'contentExposure' | 'activeUsers';
export const OVERVIEW_METRICS: readonly OverviewMetric[] = [
  'contentProduction',
  'contentClick',
  'contentExposure',
  'activeUsers',
];

/** /api/data-overview: eight days (`YYYY-MM-DD`), and per metric its daily values and its figure (the last day). */
export interface DataOverview {
  xAxis: string[];
  data: { name: OverviewMetric; value: number[]; count: number }[];
}

/** The quotas of /api/data-chain-growth. */
export type ChainQuota =
  'retentionTrends' | 'userRetention' | 'contentConsumptionTrends' | 'contentConsumption';
export const CHAIN_QUOTAS: readonly ChainQuota[] = [
  'retentionTrends',
  'userRetention',
  'contentConsumptionTrends',
  'contentConsumption',
];

/** Analytics for a chain quota: the figure, its growth (percent) and 12 days of it. */
export interface ChainGrowth {
  count: number;
  growth: number;
  chartData: { xAxis: string[]; data: { name: ChainQuota; value: number[] } };
}

/** The kinds of content the analysis splits by. */
export type ContentKind = 'text' | 'imageText' | 'video';

/** The topics of the content type distribution (the radar's axes). */
export type TopicCategory =
  'international' | 'entertainment' | 'sports' | 'finance' | 'technology' | 'other';

/** GET /api/multi-dimension/content-type-distribution (ours): per kind, how much it published on each topic. */
export interface ContentTypeDistribution {
  axes: TopicCategory[];
  data: { name: ContentKind; value: number[] }[];
}

/** Where published content comes from. */
export type PublishSource = 'ugc' | 'foreign' | 'reprint' | 'report' | 'other';

/** One kind's row of GET /api/multi-dimension/content-source (ours): its articles by source. */
export interface ContentSource {
  kind: ContentKind;
  sources: { name: PublishSource; value: number }[];
}

export function isChainQuota(value: unknown): value is ChainQuota {
  return isOneOf(CHAIN_QUOTAS, value);
}
