export { Trend, trendOf } from './Trend';
export type { TrendDirection, TrendProps } from './Trend';
