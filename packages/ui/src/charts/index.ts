export { AreaChart } from './AreaChart';
export type { AreaChartProps, ChartPoint } from './AreaChart';
export { BarChart, LineChart } from './CartesianChart';
export type { BarChartProps, CartesianChartProps, LineChartProps } from './CartesianChart';
export { PieChart } from './PieChart';
export type { PieChartProps, PieSlice } from './PieChart';
export { RadarChart } from './RadarChart';
export type { RadarChartProps } from './RadarChart';
export { Sparkline } from './Sparkline';
export type { SparklineProps } from './Sparkline';
export type {
  ChartLegendPosition,
  ChartSeries,
  ChartToggleProps,
  ChartVariant,
  HiddenKeysChangeEvent,
} from './chartTypes';
export {
  formatChartCompact,
  formatChartDay,
  formatChartNumber,
  formatChartPercent,
} from './chartFormat';
export { chartColors, seriesColor } from './chartTheme';
export { chartsLocale } from './locales';
