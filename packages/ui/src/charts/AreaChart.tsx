import { LineChart } from './CartesianChart';
import { seriesColor } from './chartTheme';

/** One point of a series: a category label on the x axis (e.g. a date) and its value. */
export interface ChartPoint {
  /** The category on the x axis (e.g. an ISO date), shown through the chart's `formatCategory`. */
  x: string;
  /** The value at that category, on a y axis that starts at zero. */
  y: number;
}

/**
 * Props of `AreaChart`: one series as points, plus the texts and formats every chart needs for its summary and table.
 */
export interface AreaChartProps {
  /** The points in x order. An empty list draws empty axes; show an `Empty` state instead where that fits better. */
  data: readonly ChartPoint[];
  /** Name of the series, shown in the legend, the tooltip and the data table's value column. */
  seriesName: string;
  /** Header of the data table's x column (e.g. "Date"). */
  xLabel: string;
  /** One sentence that says what the chart shows; the accessible name of the plot and the data table's caption. */
  description: string;
  /** Formats a value for the tooltip and the table (default: the language's whole numbers). */
  formatValue?: (value: number) => string;
  /** Formats the y axis ticks, for an axis of another unit; default the charts' one axis format (`chartAxisFormat`). */
  formatTick?: (value: number) => string;
  /** Formats an x value for the axis, tooltip and table (e.g. `formatChartDay`). Default as given. */
  formatCategory?: (category: string) => string;
  /** Height of the plot in px (the width follows the parent). Default 280. */
  height?: number;
  /** Draws the area fill under the line (default). `false` gives a plain line chart. */
  area?: boolean;
  /** Palette index of the series colour. Default 0 (the primary colour). */
  colorIndex?: number;
  /**
   * Least distance in px between the centres of two x-axis labels; the chart labels every n-th point so that the
   * labels never overlap at the width it gets. Default 90 (a `YYYY-MM-DD` date is about 65 px wide).
   */
  minXLabelSpacing?: number;
}

/**
 * A single-series area (or line) chart: the kit's `LineChart` with one series given as points. Responsive to its
 * parent's width, with a tooltip for the nearest point (pointer or arrow keys), a text summary and the data table.
 */
export function AreaChart({
  data,
  seriesName,
  area = true,
  colorIndex = 0,
  ...rest
}: AreaChartProps) {
  return (
    <LineChart
      {...rest}
      categories={data.map((point) => point.x)}
      series={[
        {
          key: 'value',
          name: seriesName,
          values: data.map((point) => point.y),
          color: seriesColor(colorIndex),
        },
      ]}
      area={area}
    />
  );
}
