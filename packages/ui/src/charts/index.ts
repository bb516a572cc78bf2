export { AreaChart } from './AreaChart';
export type { AreaChartProps, ChartPoint } from './AreaChart';
export { chartColors, seriesColor } from './chartTheme';
