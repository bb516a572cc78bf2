import { ChartSwatch, ChartTooltipRow, ChartTooltipTitle, ChartTooltipValue } from './chart.styles';
import type { ColoredSeries } from './chartTypes';

/** One line of a tooltip: a series (or slice) with its colour and formatted value. */
export interface ChartTooltipLine {
  key: string;
  name: string;
  color?: string;
  value: string;
}

/** The lines of the series at one category (or radar axis): each series' colour, name and value (0 if missing). */
export function seriesTooltipLines(
  series: readonly ColoredSeries[],
  index: number,
  formatValue: (value: number) => string,
): ChartTooltipLine[] {
  return series.map((entry) => ({
    key: entry.key,
    name: entry.name,
    color: entry.color,
    value: formatValue(entry.values[index] ?? 0),
  }));
}

export interface ChartTooltipContentProps {
  /** The category or slice the tooltip is about. */
  title: string;
  /** One line per series at the pointed category: its colour, name and value. */
  lines: readonly ChartTooltipLine[];
  /** A last line under a rule, e.g. the total of a stacked bar. */
  total?: ChartTooltipLine;
}

/** What every chart's tooltip shows: a title and one line per series. */
export function ChartTooltipContent({ title, lines, total }: ChartTooltipContentProps) {
  return (
    <>
      <ChartTooltipTitle>{title}</ChartTooltipTitle>
      {lines.map((line) => (
        <ChartTooltipRow key={line.key}>
          {line.color ? (
            <ChartSwatch aria-hidden="true" style={{ background: line.color }} />
          ) : null}
          <span>{line.name}</span>
          <ChartTooltipValue>{line.value}</ChartTooltipValue>
        </ChartTooltipRow>
      ))}
      {total ? (
        <ChartTooltipRow data-total="true">
          <span>{total.name}</span>
          <ChartTooltipValue>{total.value}</ChartTooltipValue>
        </ChartTooltipRow>
      ) : null}
    </>
  );
}
