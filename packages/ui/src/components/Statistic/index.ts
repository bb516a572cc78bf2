export { Statistic } from './Statistic';
export type { StatisticProps } from './Statistic';
export { formatStatistic } from './formatStatistic';
