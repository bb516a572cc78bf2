import { curveMonotoneX } from '@visx/curve';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import { useId } from 'react';
import type { CartesianLayout, CartesianVariantMetrics } from './cartesianLayout';
import { chartColors } from './chartTheme';
import type { ColoredSeries } from './chartTypes';

export interface LineMarksProps {
  layout: CartesianLayout;
  /** The series that are shown (not hidden by the legend). */
  series: readonly ColoredSeries[];
  /** Fills the area under each line with a fading tint of its colour. */
  area: boolean;
  metrics: CartesianVariantMetrics;
  /** The category under the pointer or the keyboard: a guide line and a dot on each line. */
  active: number | null;
}

/** The marks of a line chart: a line (and area) per series, and the active category's guide line and dots. */
export function LineMarks({ layout, series, area, metrics, active }: LineMarksProps) {
  const gradientBase = `pc-chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { centres, innerHeight, yScale } = layout;
  const activeX = active === null ? 0 : (centres[active] ?? 0);
  return (
    <>
      {series.map((entry) => (
        <LineSeries
          key={entry.key}
          entry={entry}
          count={centres.length}
          area={area}
          // Overlapping areas stay readable when each is fainter.
          areaOpacity={series.length > 1 ? 0.12 : 0.24}
          lineWidth={metrics.lineWidth}
          gradientId={`${gradientBase}-${entry.key.replace(/[^a-zA-Z0-9_-]/g, '')}`}
          x={(index) => layout.starts[index] ?? 0}
          yScale={yScale}
        />
      ))}
      {active !== null ? (
        <g>
          <Line
            from={{ x: activeX, y: 0 }}
            to={{ x: activeX, y: innerHeight }}
            style={{ stroke: chartColors.axisLine, strokeDasharray: '4 4' }}
          />
          {series.map((entry) => (
            <circle
              key={entry.key}
              cx={activeX}
              cy={yScale(entry.values[active] ?? 0)}
              r={metrics.activeRadius}
              style={{ fill: chartColors.surface, stroke: entry.color, strokeWidth: 2 }}
            />
          ))}
        </g>
      ) : null}
    </>
  );
}

interface LineSeriesProps {
  entry: ColoredSeries;
  count: number;
  area: boolean;
  areaOpacity: number;
  lineWidth: number;
  gradientId: string;
  x: (index: number) => number;
  yScale: CartesianLayout['yScale'];
}

function LineSeries({
  entry,
  count,
  area,
  areaOpacity,
  lineWidth,
  gradientId,
  x,
  yScale,
}: LineSeriesProps) {
  const values = entry.values.slice(0, count);
  const xOf = (_value: number, index: number) => x(index);
  const yOf = (value: number) => yScale(value);
  return (
    <g>
      {area ? (
        <>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" style={{ stopColor: entry.color, stopOpacity: areaOpacity }} />
              <stop offset="100%" style={{ stopColor: entry.color, stopOpacity: 0 }} />
            </linearGradient>
          </defs>
          <AreaClosed<number>
            data={values}
            x={xOf}
            y={yOf}
            yScale={yScale}
            curve={curveMonotoneX}
            style={{ fill: `url(#${gradientId})` }}
          />
        </>
      ) : null}
      <LinePath<number>
        data={values}
        x={xOf}
        y={yOf}
        curve={curveMonotoneX}
        style={{ stroke: entry.color, strokeWidth: lineWidth, fill: 'none' }}
      />
    </g>
  );
}
