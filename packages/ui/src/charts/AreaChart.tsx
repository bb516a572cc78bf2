import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { LegendOrdinal } from '@visx/legend';
import { ParentSize } from '@visx/responsive';
import { scaleLinear, scaleOrdinal, scalePoint } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import { defaultStyles, TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { useId, useMemo, type PointerEvent } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import {
  ChartFigure,
  ChartLegendRow,
  ChartPlot,
  ChartTooltipRow,
  ChartTooltipSwatch,
  ChartTooltipTitle,
  ChartTooltipValue,
} from './AreaChart.styles';
import { chartColors, seriesColor } from './chartTheme';
import { chartXTicks, chartYTickCount } from './chartTicks';

/** One point of a series: a category label on the x axis (e.g. a date) and its value. */
export interface ChartPoint {
  x: string;
  y: number;
}

export interface AreaChartProps {
  /** The points in x order. An empty list draws empty axes; show an `Empty` state instead where that fits better. */
  data: readonly ChartPoint[];
  /** Name of the series, shown in the legend, the tooltip and the data table's value column. */
  seriesName: string;
  /** Header of the data table's x column (e.g. "Date"). */
  xLabel: string;
  /** One sentence that says what the chart shows; the accessible name of the plot and the data table's caption. */
  description: string;
  /** Formats a value for the tooltip and the table (default: `String`). */
  formatValue?: (value: number) => string;
  /** Formats a value for the y axis ticks; defaults to `formatValue`. */
  formatTick?: (value: number) => string;
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

// The right margin leaves room for half of the last x label, which is centred on its point.
const MARGIN = { top: 12, right: 40, bottom: 32, left: 56 };

/**
 * A single-series area (or line) chart drawn with visx. Responsive to its parent's width, shows a tooltip for the
 * nearest point on pointer move, and carries a visually hidden data table as its text alternative.
 */
export function AreaChart({
  data,
  seriesName,
  xLabel,
  description,
  formatValue = String,
  formatTick,
  height = 280,
  area = true,
  colorIndex = 0,
  minXLabelSpacing = 90,
}: AreaChartProps) {
  const color = seriesColor(colorIndex);
  const legendScale = useMemo(
    () => scaleOrdinal<string, string>({ domain: [seriesName], range: [color] }),
    [seriesName, color],
  );

  return (
    <ChartFigure>
      <ChartLegendRow>
        <LegendOrdinal
          scale={legendScale}
          direction="row"
          shape="circle"
          shapeWidth={8}
          shapeHeight={8}
          labelMargin="0 0 0 6px"
          aria-hidden="true"
        />
      </ChartLegendRow>
      <ParentSize debounceTime={50} style={{ height }} initialSize={{ width: 0, height }}>
        {({ width }) =>
          width > 0 ? (
            <AreaChartPlot
              width={width}
              height={height}
              data={data}
              seriesName={seriesName}
              description={description}
              formatValue={formatValue}
              formatTick={formatTick ?? formatValue}
              area={area}
              color={color}
              minXLabelSpacing={minXLabelSpacing}
            />
          ) : null
        }
      </ParentSize>
      <VisuallyHidden asChild>
        <table>
          <caption>{description}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              <th scope="col">{seriesName}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.x}>
                <th scope="row">{point.x}</th>
                <td>{formatValue(point.y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </ChartFigure>
  );
}

interface AreaChartPlotProps {
  width: number;
  height: number;
  data: readonly ChartPoint[];
  seriesName: string;
  description: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  area: boolean;
  color: string;
  minXLabelSpacing: number;
}

function AreaChartPlot({
  width,
  height,
  data,
  seriesName,
  description,
  formatValue,
  formatTick,
  area,
  color,
  minXLabelSpacing,
}: AreaChartPlotProps) {
  const gradientId = `pc-area-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { tooltipOpen, tooltipLeft, tooltipTop, tooltipData, showTooltip, hideTooltip } =
    useTooltip<ChartPoint>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);

  const xScale = useMemo(
    () =>
      scalePoint<string>({
        domain: data.map((point) => point.x),
        range: [0, innerWidth],
        padding: 0.1,
      }),
    [data, innerWidth],
  );
  const yScale = useMemo(() => {
    const max = Math.max(0, ...data.map((point) => point.y));
    return scaleLinear<number>({
      domain: [0, max === 0 ? 1 : max],
      range: [innerHeight, 0],
      nice: true,
    });
  }, [data, innerHeight]);

  const xOf = (point: ChartPoint) => xScale(point.x) ?? 0;
  const yOf = (point: ChartPoint) => yScale(point.y);
  const xTicks = chartXTicks(
    data.map((point) => point.x),
    xScale.step(),
    minXLabelSpacing,
  );
  const yTickCount = chartYTickCount(innerHeight);

  function handlePointer(event: PointerEvent<HTMLDivElement>) {
    const position = localPoint(event.currentTarget, event);
    if (!position || data.length === 0) return;
    const x = position.x - MARGIN.left;
    let nearest = data[0];
    for (const point of data) {
      if (nearest && Math.abs(xOf(point) - x) < Math.abs(xOf(nearest) - x)) nearest = point;
    }
    if (!nearest) return;
    showTooltip({
      tooltipData: nearest,
      tooltipLeft: xOf(nearest) + MARGIN.left,
      tooltipTop: yOf(nearest) + MARGIN.top,
    });
  }

  return (
    <ChartPlot style={{ height }}>
      <div
        role="img"
        aria-label={description}
        onPointerMove={handlePointer}
        onPointerLeave={hideTooltip}
        style={{ width, height, touchAction: 'pan-y' }}
      >
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" style={{ stopColor: color, stopOpacity: 0.24 }} />
              <stop offset="100%" style={{ stopColor: color, stopOpacity: 0 }} />
            </linearGradient>
          </defs>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows
              className="pc-chart-grid"
              scale={yScale}
              width={innerWidth}
              numTicks={yTickCount}
            />
            {area ? (
              <AreaClosed<ChartPoint>
                data={[...data]}
                x={xOf}
                y={yOf}
                yScale={yScale}
                curve={curveMonotoneX}
                style={{ fill: `url(#${gradientId})` }}
              />
            ) : null}
            <LinePath<ChartPoint>
              data={[...data]}
              x={xOf}
              y={yOf}
              curve={curveMonotoneX}
              style={{ stroke: color, strokeWidth: 2.5, fill: 'none' }}
            />
            {tooltipOpen && tooltipData ? (
              <g>
                <Line
                  from={{ x: xOf(tooltipData), y: 0 }}
                  to={{ x: xOf(tooltipData), y: innerHeight }}
                  style={{ stroke: chartColors.axisLine, strokeDasharray: '4 4' }}
                />
                <circle
                  cx={xOf(tooltipData)}
                  cy={yOf(tooltipData)}
                  r={5}
                  style={{ fill: chartColors.surface, stroke: color, strokeWidth: 2 }}
                />
              </g>
            ) : null}
            <AxisLeft
              axisClassName="pc-chart-axis"
              scale={yScale}
              numTicks={yTickCount}
              hideAxisLine
              hideTicks
              tickFormat={(value) => formatTick(Number(value))}
            />
            <AxisBottom
              axisClassName="pc-chart-axis"
              top={innerHeight}
              scale={xScale}
              tickValues={xTicks}
              hideTicks
            />
          </Group>
        </svg>
      </div>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds
          top={tooltipTop}
          left={tooltipLeft}
          role="tooltip"
          style={{
            ...defaultStyles,
            background: chartColors.tooltipBackground,
            color: chartColors.tooltipText,
            boxShadow: chartColors.tooltipShadow,
            padding: '8px 12px',
            borderRadius: 4,
            pointerEvents: 'none',
          }}
        >
          <ChartTooltipTitle>{tooltipData.x}</ChartTooltipTitle>
          <ChartTooltipRow>
            <ChartTooltipSwatch style={{ background: color }} aria-hidden="true" />
            <span>{seriesName}</span>
            <ChartTooltipValue>{formatValue(tooltipData.y)}</ChartTooltipValue>
          </ChartTooltipRow>
        </TooltipWithBounds>
      ) : null}
    </ChartPlot>
  );
}
