import { BarChart, LineChart } from './CartesianChart';

/**
 * Props of `Sparkline`: one series of values over categories, and the texts its tooltip, summary and table need
 * although no axis or legend is drawn.
 */
export interface SparklineProps {
  /** `line` (default) or `bar`. */
  type?: 'line' | 'bar';
  /** The x values in order; named in the tooltip, the summary and the table. */
  categories: readonly string[];
  /** One value per category. */
  values: readonly number[];
  /** What the values are (the tooltip's and the table's column name). */
  name: string;
  /** One sentence that says what the chart shows: the drawing's accessible name and the data table's caption. */
  description: string;
  /** Header of the data table's category column. */
  xLabel: string;
  /** Formats a value. Default: the language's whole numbers. */
  formatValue?: (value: number) => string;
  /** Formats a category. Default as given. */
  formatCategory?: (category: string) => string;
  /** Any CSS colour, best a theme variable; default the palette's first colour. */
  color?: string;
  /** Height in px. Default 56. */
  height?: number;
}

/**
 * A small chart for a statistic card: the marks of a line or bar chart without axes, grid or legend. It keeps
 * everything else of the kit: tooltip on pointer and keyboard, text summary and data table.
 */
export function Sparkline({ type = 'line', values, name, color, ...rest }: SparklineProps) {
  const series = [{ key: 'value', name, values, color }];
  return type === 'bar' ? (
    <BarChart {...rest} series={series} variant="sparkline" />
  ) : (
    <LineChart {...rest} series={series} variant="sparkline" />
  );
}
