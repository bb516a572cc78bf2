import type { ReactNode } from 'react';
import { theme } from '../theme/tokens';
import type { CartesianLayout, CartesianVariantMetrics } from './cartesianLayout';
import { chartColors } from './chartTheme';
import type { ColoredSeries } from './chartTypes';

export interface BarMarksProps {
  layout: CartesianLayout;
  /** The series that are shown (not hidden by the legend). */
  series: readonly ColoredSeries[];
  /** Stacks the series of a category into one bar; otherwise side by side. */
  stacked: boolean;
  metrics: CartesianVariantMetrics;
  /** The category under the pointer or the keyboard: its whole step is shaded behind the bars. */
  active: number | null;
}

/** The marks of a bar chart: the active category's shade, then each category's bars. */
export function BarMarks({ layout, series, stacked, metrics, active }: BarMarksProps) {
  const { starts, bandwidth, step, innerHeight, yScale } = layout;
  return (
    <>
      {active !== null ? (
        <rect
          x={(starts[active] ?? 0) - (step - bandwidth) / 2}
          y={0}
          width={step}
          height={innerHeight}
          style={{ fill: theme.color.fill2 }}
        />
      ) : null}
      {starts.map((start, index) => (
        <CategoryBars
          key={index}
          index={index}
          series={series}
          stacked={stacked}
          start={start}
          bandwidth={bandwidth}
          maxBarWidth={metrics.maxBarWidth}
          yScale={yScale}
        />
      ))}
    </>
  );
}

interface CategoryBarsProps {
  index: number;
  series: readonly ColoredSeries[];
  stacked: boolean;
  start: number;
  bandwidth: number;
  maxBarWidth: number;
  yScale: CartesianLayout['yScale'];
}

/** The bars of one category: a stack, or one bar per series side by side. */
function CategoryBars({
  index,
  series,
  stacked,
  start,
  bandwidth,
  maxBarWidth,
  yScale,
}: CategoryBarsProps): ReactNode {
  const base = yScale(0);
  if (stacked) {
    const barWidth = Math.min(bandwidth, maxBarWidth);
    const x = start + (bandwidth - barWidth) / 2;
    const parts = series.map((entry) => Math.max(0, entry.values[index] ?? 0));
    // Where each part of the stack starts: the sum of the parts under it.
    const bases = parts.map((_, position) =>
      parts.slice(0, position).reduce((sum, part) => sum + part, 0),
    );
    return (
      <g>
        {series.map((entry, position) => {
          const y0 = yScale(bases[position] ?? 0);
          const y1 = yScale((bases[position] ?? 0) + (parts[position] ?? 0));
          return (
            <rect
              key={entry.key}
              x={x}
              y={y1}
              width={barWidth}
              height={Math.max(0, y0 - y1)}
              // A thin line of the card's colour between the parts of a stack keeps them apart.
              style={{ fill: entry.color, stroke: chartColors.surface, strokeWidth: 1 }}
            />
          );
        })}
      </g>
    );
  }
  const groupWidth = Math.min(bandwidth, maxBarWidth * Math.max(1, series.length));
  const barWidth = series.length > 0 ? groupWidth / series.length : 0;
  const x0 = start + (bandwidth - groupWidth) / 2;
  return (
    <g>
      {series.map((entry, position) => {
        const value = Math.max(0, entry.values[index] ?? 0);
        const y = yScale(value);
        return (
          <rect
            key={entry.key}
            x={x0 + position * barWidth + (series.length > 1 ? 1 : 0)}
            y={y}
            width={Math.max(0, barWidth - (series.length > 1 ? 2 : 0))}
            height={Math.max(0, base - y)}
            style={{ fill: entry.color }}
          />
        );
      })}
    </g>
  );
}
