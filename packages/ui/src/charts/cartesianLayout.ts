import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { chartAxisFormat, estimateLabelWidth } from './chartFormat';
import { stackTotals } from './chartSummary';
import { chartXTicks, chartYTickCount } from './chartTicks';
import type { ChartLegendPosition, ChartVariant } from './chartTypes';

/**
 * The layout of a line or bar chart as plain numbers, apart from the drawing so that it can be tested without a
 * browser: the plot box inside the margins, the value axis (domain, ticks, their format) and where each category
 * sits along x. The marks, the axes and the tooltip all read it; none of them measures anything itself.
 */

/** What a variant changes besides the layout: the default size, the legend, the marks' strokes. */
export interface CartesianVariantMetrics {
  /** Default plot height in px. */
  height: number;
  /** Default legend position. */
  legend: ChartLegendPosition;
  /** Axes and grid are drawn. */
  axes: boolean;
  /** Space above and below the plot box in px (the x labels sit below it). */
  top: number;
  bottom: number;
  /** Outer padding of the point scale (lines) and inner padding of the band scale (bars), as fractions of a step. */
  pointPadding: number;
  bandPadding: number;
  /** Widest bar in px (side-by-side bars: each bar). */
  maxBarWidth: number;
  /** Stroke of a line in px. */
  lineWidth: number;
  /** Radius of the dot that marks the active point of a line. */
  activeRadius: number;
}

export const cartesianVariants: Record<ChartVariant, CartesianVariantMetrics> = {
  default: {
    height: 280,
    legend: 'top',
    axes: true,
    top: 12,
    bottom: 28,
    pointPadding: 0.1,
    bandPadding: 0.4,
    maxBarWidth: 28,
    lineWidth: 2.5,
    activeRadius: 4.5,
  },
  sparkline: {
    height: 56,
    legend: 'none',
    axes: false,
    top: 4,
    bottom: 4,
    pointPadding: 0.05,
    bandPadding: 0.35,
    maxBarWidth: 14,
    lineWidth: 2,
    activeRadius: 3,
  },
};

/** `line`: categories are points (the lines run from the first to the last). `bar`: each category is a band. */
export type CartesianMarkKind = 'line' | 'bar';

export interface CartesianLayoutInput {
  /** The drawing's size in px. */
  width: number;
  height: number;
  kind: CartesianMarkKind;
  /** Bars only: the series of a category are stacked, so the axis reaches the largest total. */
  stacked?: boolean;
  variant: ChartVariant;
  categories: readonly string[];
  /** The values of the series that are drawn (not hidden by the legend), one list per series. */
  series: readonly (readonly number[])[];
  /** A fixed top of the value axis; without it the data's maximum, rounded up to a nice tick. */
  yMax?: number;
  /** The chart's own tick format; without it `chartAxisFormat` over the ticks. */
  formatTick?: (value: number) => string;
  /** The interface language: the default tick format and so the room the tick labels need. */
  locale: string;
  /** How a category is written on the axis (the last one's half width is room on the right of a line chart). */
  formatCategory: (category: string) => string;
  /** Least distance in px between two labelled categories' centres. */
  minXLabelSpacing: number;
}

export interface CartesianLayout {
  /** Space around the plot box in px: the y labels on the left, the x labels below. */
  margin: { top: number; right: number; bottom: number; left: number };
  /** The plot box inside the margins, in px (never negative). */
  innerWidth: number;
  innerHeight: number;
  /** The value axis: from 0 to the (rounded) top; the scale maps a value to px from the top of the plot box. */
  yDomain: readonly [number, number];
  yScale: ReturnType<typeof scaleLinear<number>>;
  /** The values with a grid line and a label (none in a sparkline) and how they are written. */
  yTicks: readonly number[];
  formatTick: (value: number) => string;
  /** The category axis: a point scale for lines, a band scale for bars. */
  xScale: ReturnType<typeof scalePoint<number>> | ReturnType<typeof scaleBand<number>>;
  /** Where each category's slot starts along x in the plot box (a point's slot has no width). */
  starts: readonly number[];
  /** Each category's centre along x in the plot box: the point, or the middle of the band. */
  centres: readonly number[];
  /** Width of a band (0 for points). */
  bandwidth: number;
  /** Distance from one category to the next. */
  step: number;
  /** The category indices that get a label, so that labels keep `minXLabelSpacing` apart. */
  xTicks: readonly number[];
  /** Stacked bars: each category's total; otherwise zeros are never read. */
  totals: readonly number[];
  /** The highest value drawn at each category (the total of a stack), where its tooltip points. */
  tops: readonly number[];
}

/** Lays out a line or bar chart of `width` × `height` px; see `CartesianLayout`. */
export function cartesianLayout({
  width,
  height,
  kind,
  stacked: givenStacked = false,
  variant,
  categories,
  series,
  yMax,
  formatTick: givenFormatTick,
  locale,
  formatCategory,
  minXLabelSpacing,
}: CartesianLayoutInput): CartesianLayout {
  const metrics = cartesianVariants[variant];
  const count = categories.length;
  const indices = categories.map((_, index) => index);
  const stacked = kind === 'bar' && givenStacked;
  const totals = stackTotals(series, count);
  const valueAt = (values: readonly number[], index: number) => values[index] ?? 0;

  const { top, bottom } = metrics;
  const innerHeight = Math.max(0, height - top - bottom);
  const dataMax = stacked
    ? Math.max(0, ...totals)
    : Math.max(0, ...series.flatMap((values) => values.slice(0, count)));
  const yScale = scaleLinear<number>({
    domain: [0, yMax ?? (dataMax === 0 ? 1 : dataMax)],
    range: [innerHeight, 0],
    nice: yMax === undefined,
  });
  const yTicks = metrics.axes ? yScale.ticks(chartYTickCount(innerHeight)) : [];
  const formatTick = givenFormatTick ?? chartAxisFormat(locale, yTicks);
  // Room for the widest y label, and for half of the last x label, which is centred on its point.
  const left = metrics.axes
    ? Math.max(16, ...yTicks.map((value) => estimateLabelWidth(formatTick(value)))) + 12
    : 2;
  const lastLabel = formatCategory(categories[count - 1] ?? '');
  const right = !metrics.axes
    ? 2
    : kind === 'line'
      ? Math.max(16, estimateLabelWidth(lastLabel) / 2 + 4)
      : 8;
  const innerWidth = Math.max(0, width - left - right);

  const xScale =
    kind === 'line'
      ? scalePoint<number>({
          domain: indices,
          range: [0, innerWidth],
          padding: metrics.pointPadding,
        })
      : scaleBand<number>({
          domain: indices,
          range: [0, innerWidth],
          padding: metrics.bandPadding,
        });
  const bandwidth = xScale.bandwidth();
  const starts = indices.map((index) => xScale(index) ?? 0);
  // A point's bandwidth is 0: its centre is its start.
  const centres = starts.map((start) => start + bandwidth / 2);
  const step = xScale.step();
  const [domainStart = 0, domainEnd = 1] = yScale.domain();

  return {
    margin: { top, right, bottom, left },
    innerWidth,
    innerHeight,
    yDomain: [domainStart, domainEnd],
    yScale,
    yTicks,
    formatTick,
    xScale,
    starts,
    centres,
    bandwidth,
    step,
    xTicks: chartXTicks(indices.map(String), step, minXLabelSpacing).map(Number),
    totals,
    tops: indices.map((index) =>
      stacked
        ? (totals[index] ?? 0)
        : Math.max(0, ...series.map((values) => valueAt(values, index))),
    ),
  };
}
