import { useLocale } from '../i18n/useLocale';
import { CartesianPlot, type CartesianMarks } from './CartesianPlot';
import { ChartFrame, useSeriesSummary } from './ChartFrame';
import { cartesianVariants } from './cartesianLayout';
import { formatChartNumber } from './chartFormat';
import type {
  ChartLegendPosition,
  ChartSeries,
  ChartToggleProps,
  ChartVariant,
} from './chartTypes';

/** What line and bar charts share: categories along x, one or more series of values, axes, legend and tooltip. */
export interface CartesianChartProps extends ChartToggleProps {
  /** The x values in order (days, hours, months …); shown through `formatCategory`. */
  categories: readonly string[];
  /** The series, each with one value per category. An empty list draws empty axes. */
  series: readonly ChartSeries[];
  /** One sentence that says what the chart shows: the drawing's accessible name and the data table's caption. */
  description: string;
  /** Header of the data table's category column (e.g. "Date", "Hour"). */
  xLabel: string;
  /** Formats a value for tooltips, the table and the summary. Default: the language's whole numbers. */
  formatValue?: (value: number) => string;
  /**
   * Formats the y-axis ticks, for an axis of another unit (e.g. percentages). Default: the charts' one axis format
   * (`chartAxisFormat`: '2K', '4K' in en-US; '2,000' or '2万' in zh-CN), whatever `formatValue` is.
   */
  formatTick?: (value: number) => string;
  /** Formats a category for the axis, tooltip, table and summary (e.g. `formatChartDay`). Default as given. */
  formatCategory?: (category: string) => string;
  /** Height of the plot in px; the width follows the container. Default 280 (56 for a sparkline). */
  height?: number;
  /** Where the legend goes. Default `top`, `none` for a sparkline. Several series make it a row of toggles. */
  legend?: ChartLegendPosition;
  /** Least distance in px between two x labels' centres; the chart labels every n-th category to keep it. Default 90. */
  minXLabelSpacing?: number;
  /** A fixed top of the value axis (e.g. 100 for percentages); default the data's maximum, rounded up. */
  yMax?: number;
  /** `sparkline` draws the marks alone (no axes, grid or legend), for a statistic card. */
  variant?: ChartVariant;
}

/** Props of `LineChart`: the categories and series of every category chart, and `area` to fill under the lines. */
export interface LineChartProps extends CartesianChartProps {
  /** Fills the area under each line with a fading tint of its colour. Default `false`. */
  area?: boolean;
}

/** Props of `BarChart`: the categories and series of every category chart, and `stacked` to stack the bars. */
export interface BarChartProps extends CartesianChartProps {
  /** Stacks the series of a category into one bar (the tooltip adds the total); default side by side. */
  stacked?: boolean;
}

const identity = (category: string) => category;

/**
 * Lines (optionally with areas) over categories: one or more series, y axis from zero, tooltip for the nearest
 * category, legend toggles, text summary and data table.
 */
export function LineChart({ area = false, ...props }: LineChartProps) {
  return <CartesianChart {...props} marks={{ type: 'line', area }} />;
}

/** Bars over categories, side by side per series or stacked (with the total in the tooltip). */
export function BarChart({ stacked = false, ...props }: BarChartProps) {
  return <CartesianChart {...props} marks={{ type: 'bar', stacked }} />;
}

function CartesianChart({
  marks,
  categories,
  series,
  description,
  xLabel,
  formatValue: givenFormatValue,
  formatTick,
  formatCategory = identity,
  height: givenHeight,
  legend,
  minXLabelSpacing = 90,
  yMax,
  variant = 'default',
  ...toggleProps
}: CartesianChartProps & { marks: CartesianMarks }) {
  const { locale } = useLocale();
  const metrics = cartesianVariants[variant];
  const height = givenHeight ?? metrics.height;
  const formatValue = givenFormatValue ?? ((value: number) => formatChartNumber(locale, value));
  const summary = useSeriesSummary(categories, series, formatValue, formatCategory);

  return (
    <ChartFrame
      description={description}
      items={series}
      toggles={toggleProps}
      height={height}
      legendPosition={legend ?? metrics.legend}
      summary={summary}
      columns={[xLabel, ...series.map((entry) => entry.name)]}
      rows={categories.map((category, index) => ({
        key: `${index}`,
        label: formatCategory(category),
        cells: series.map((entry) => {
          const value = entry.values[index];
          return value === undefined ? '' : formatValue(value);
        }),
      }))}
    >
      {({ shown, surface }) => (
        <CartesianPlot
          {...surface}
          marks={marks}
          categories={categories}
          series={shown}
          variant={variant}
          formatValue={formatValue}
          formatTick={formatTick}
          locale={locale}
          formatCategory={formatCategory}
          minXLabelSpacing={minXLabelSpacing}
          yMax={yMax}
        />
      )}
    </ChartFrame>
  );
}
