import { useLocale } from '../i18n/useLocale';
import { ChartFrame, usePointAnnouncement, useSeriesSummary } from './ChartFrame';
import { polar, PolarSurface } from './PolarSurface';
import { ChartTooltipContent, seriesTooltipLines } from './ChartTooltipContent';
import { estimateLabelWidth, formatChartNumber } from './chartFormat';
import { chartColors } from './chartTheme';
import type { ChartLegendPosition, ChartSeries, ChartToggleProps } from './chartTypes';

/** Props of `RadarChart`: the axes, the series with one value per axis, and the texts of its summary and table. */
export interface RadarChartProps extends ChartToggleProps {
  /** The names around the circle (three or more), clockwise from twelve o'clock. */
  axes: readonly string[];
  /** The series, each with one value per axis. */
  series: readonly ChartSeries[];
  /** One sentence that says what the chart shows: the drawing's accessible name and the data table's caption. */
  description: string;
  /** Header of the data table's axis column (e.g. "Category"). */
  axisLabel: string;
  /** Formats a value. Default: the language's whole numbers. */
  formatValue?: (value: number) => string;
  /** The value at the outer ring; default the largest value. */
  max?: number;
  /** Rings of the grid. Default 4. */
  levels?: number;
  /** Height of the plot in px. Default 300. */
  height?: number;
  /** Where the legend goes. Default `bottom`. */
  legend?: ChartLegendPosition;
}

/**
 * A radar (spider) chart: several series over the same axes as filled polygons, with a tooltip for the axis nearest
 * the pointer (or picked with the arrow keys), legend toggles, text summary and data table.
 */
export function RadarChart({
  axes,
  series,
  description,
  axisLabel,
  formatValue: givenFormatValue,
  max,
  levels = 4,
  height = 300,
  legend = 'bottom',
  ...toggleProps
}: RadarChartProps) {
  const { locale } = useLocale();
  const announcePoint = usePointAnnouncement();
  const formatValue = givenFormatValue ?? ((value: number) => formatChartNumber(locale, value));
  const outer =
    max ?? Math.max(1, ...series.flatMap((entry) => entry.values.slice(0, axes.length)));
  const summary = useSeriesSummary(axes, series, formatValue);

  return (
    <ChartFrame
      description={description}
      items={series}
      toggles={toggleProps}
      height={height}
      legendPosition={legend}
      summary={summary}
      columns={[axisLabel, ...series.map((entry) => entry.name)]}
      rows={axes.map((axis, index) => ({
        key: `${index}`,
        label: axis,
        cells: series.map((entry) => formatValue(entry.values[index] ?? 0)),
      }))}
    >
      {({ width, shown: visible, surface }) => {
        const linesAt = (index: number) => seriesTooltipLines(visible, index, formatValue);
        const count = axes.length;
        const angleOf = (index: number) => (count > 0 ? (2 * Math.PI * index) / count : 0);
        // The labels sit outside the outer ring: leave the widest label's room at the sides, a line above and below.
        const labelRoom = Math.max(0, ...axes.map((axis) => estimateLabelWidth(axis))) + 10;
        const radius = Math.max(0, Math.min(width / 2 - labelRoom, height / 2 - 22));
        const distance = (value: number) => (Math.max(0, value) / outer) * radius;
        const pointsOf = (values: readonly number[]) =>
          axes
            .map((_, index) => {
              const point = polar(angleOf(index), distance(values[index] ?? 0));
              return `${point.x},${point.y}`;
            })
            .join(' ');
        const ring = (fraction: number) =>
          axes
            .map((_, index) => {
              const point = polar(angleOf(index), radius * fraction);
              return `${point.x},${point.y}`;
            })
            .join(' ');
        return (
          <PolarSurface
            {...surface}
            count={count}
            indexAt={({ angle }) => {
              if (count === 0) return null;
              return Math.round(angle / angleOf(1)) % count;
            }}
            anchorOf={(index) => {
              const top = Math.max(0, ...visible.map((entry) => entry.values[index] ?? 0));
              return polar(angleOf(index), distance(top));
            }}
            renderTooltip={(index) => (
              <ChartTooltipContent title={axes[index] ?? ''} lines={linesAt(index)} />
            )}
            announce={(index) => announcePoint(axes[index] ?? '', linesAt(index))}
          >
            {(active) => (
              <>
                <g className="pc-chart-grid">
                  {Array.from({ length: levels }, (_, level) => (
                    <polygon key={level} points={ring((level + 1) / levels)} />
                  ))}
                  {axes.map((axis, index) => {
                    const end = polar(angleOf(index), radius);
                    return (
                      <line
                        key={axis}
                        x1={0}
                        y1={0}
                        x2={end.x}
                        y2={end.y}
                        style={
                          index === active
                            ? { stroke: chartColors.axisLine, strokeDasharray: 'none' }
                            : undefined
                        }
                      />
                    );
                  })}
                </g>
                {visible.map((entry) => (
                  <polygon
                    key={entry.key}
                    points={pointsOf(entry.values)}
                    style={{
                      fill: entry.color,
                      fillOpacity: 0.16,
                      stroke: entry.color,
                      strokeWidth: 2,
                    }}
                  />
                ))}
                {active === null
                  ? null
                  : visible.map((entry) => {
                      const point = polar(angleOf(active), distance(entry.values[active] ?? 0));
                      return (
                        <circle
                          key={entry.key}
                          cx={point.x}
                          cy={point.y}
                          r={4}
                          style={{ fill: chartColors.surface, stroke: entry.color, strokeWidth: 2 }}
                        />
                      );
                    })}
                {axes.map((axis, index) => {
                  const angle = angleOf(index);
                  const at = polar(angle, radius + 8);
                  const sin = Math.sin(angle);
                  const cos = Math.cos(angle);
                  return (
                    <text
                      key={axis}
                      className="pc-chart-label"
                      x={at.x}
                      y={at.y}
                      textAnchor={sin > 0.3 ? 'start' : sin < -0.3 ? 'end' : 'middle'}
                      dy={cos > 0.3 ? '-0.2em' : cos < -0.3 ? '0.9em' : '0.35em'}
                    >
                      {axis}
                    </text>
                  );
                })}
              </>
            )}
          </PolarSurface>
        );
      }}
    </ChartFrame>
  );
}
