import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import type { scaleLinear } from '@visx/scale';
import { AreaClosed, Line, LinePath } from '@visx/shape';
import { useId, type ReactNode } from 'react';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { useLocale } from '../i18n/useLocale';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartSurface } from './ChartSurface';
import { ChartTooltipContent } from './ChartTooltipContent';
import { cartesianLayout, cartesianVariants } from './cartesianLayout';
import { formatChartNumber, joinChartList } from './chartFormat';
import { nearestIndex, seriesFacts } from './chartSummary';
import { chartColors, seriesColor } from './chartTheme';
import type {
  ChartLegendPosition,
  ChartSeries,
  ChartToggleProps,
  ChartVariant,
} from './chartTypes';
import { chartsLocale } from './locales';
import { useHiddenKeys } from './useHiddenKeys';
import { theme } from '../theme/tokens';

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

type Marks = { type: 'line'; area: boolean } | { type: 'bar'; stacked: boolean };

interface ColoredSeries extends ChartSeries {
  color: string;
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
}: CartesianChartProps & { marks: Marks }) {
  const { t } = useFeatureTranslation(chartsLocale);
  const { locale } = useLocale();
  const summaryId = useId();
  const metrics = cartesianVariants[variant];
  const height = givenHeight ?? metrics.height;
  const formatValue = givenFormatValue ?? ((value: number) => formatChartNumber(locale, value));
  const [hiddenKeys, toggle] = useHiddenKeys(toggleProps);
  const colored: ColoredSeries[] = series.map((entry, index) => ({
    ...entry,
    color: entry.color ?? seriesColor(index),
  }));
  const visible = colored.filter((entry) => !hiddenKeys.includes(entry.key));
  const legendPosition = legend ?? metrics.legend;

  const summary =
    colored
      .flatMap((entry) => {
        const facts = seriesFacts(categories, entry.values);
        if (!facts) return [];
        return [
          t('charts.summary.series', {
            name: entry.name,
            count: facts.count,
            min: formatValue(facts.min.value),
            minAt: formatCategory(facts.min.at),
            max: formatValue(facts.max.value),
            maxAt: formatCategory(facts.max.at),
            last: formatValue(facts.last.value),
            lastAt: formatCategory(facts.last.at),
          }),
        ];
      })
      .join(' ') || t('charts.summary.empty');

  return (
    <ChartFrame
      height={height}
      legendPosition={legendPosition}
      legend={
        legendPosition === 'none' ? null : (
          <ChartLegend
            chartName={description}
            entries={colored}
            hiddenKeys={hiddenKeys}
            onToggle={colored.length > 1 ? toggle : undefined}
            position={legendPosition}
          />
        )
      }
      summaryId={summaryId}
      summary={summary}
      table={
        <ChartDataTable
          caption={description}
          columns={[xLabel, ...colored.map((entry) => entry.name)]}
          rows={categories.map((category, index) => ({
            key: `${index}`,
            label: formatCategory(category),
            cells: colored.map((entry) => {
              const value = entry.values[index];
              return value === undefined ? '' : formatValue(value);
            }),
          }))}
        />
      }
    >
      {(width) => (
        <CartesianPlot
          width={width}
          height={height}
          marks={marks}
          categories={categories}
          series={visible}
          variant={variant}
          label={description}
          describedBy={summaryId}
          formatValue={formatValue}
          formatTick={formatTick}
          locale={locale}
          formatCategory={formatCategory}
          minXLabelSpacing={minXLabelSpacing}
          yMax={yMax}
          totalLabel={t('charts.total')}
          announcePoint={(at, values) =>
            t('charts.point', {
              at,
              values: joinChartList(
                locale,
                values.map(({ name, value }) => t('charts.pointValue', { name, value })),
              ),
            })
          }
        />
      )}
    </ChartFrame>
  );
}

interface CartesianPlotProps {
  width: number;
  height: number;
  marks: Marks;
  categories: readonly string[];
  /** The series that are shown (not hidden by the legend). */
  series: readonly ColoredSeries[];
  variant: ChartVariant;
  label: string;
  describedBy: string;
  formatValue: (value: number) => string;
  /** The y-axis format the chart was given; without one, `chartAxisFormat` over the ticks. */
  formatTick: ((value: number) => string) | undefined;
  locale: string;
  formatCategory: (category: string) => string;
  minXLabelSpacing: number;
  yMax: number | undefined;
  totalLabel: string;
  announcePoint: (at: string, values: readonly { name: string; value: string }[]) => string;
}

function CartesianPlot({
  width,
  height,
  marks,
  categories,
  series,
  variant,
  label,
  describedBy,
  formatValue,
  formatTick,
  locale,
  formatCategory,
  minXLabelSpacing,
  yMax,
  totalLabel,
  announcePoint,
}: CartesianPlotProps) {
  const gradientBase = `pc-chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const metrics = cartesianVariants[variant];
  const layout = cartesianLayout({
    width,
    height,
    kind: marks.type,
    stacked: marks.type === 'bar' && marks.stacked,
    variant,
    categories,
    series: series.map((entry) => entry.values),
    yMax,
    formatTick,
    locale,
    formatCategory,
    minXLabelSpacing,
  });
  const { margin, innerWidth, innerHeight, yScale, yTicks, centres, step, totals } = layout;
  const count = categories.length;
  const valueAt = (entry: ChartSeries, index: number) => entry.values[index] ?? 0;
  const stacked = marks.type === 'bar' && marks.stacked;
  const categoryLabel = (value: unknown) => formatCategory(categories[Number(value)] ?? '');

  return (
    <ChartSurface
      width={width}
      height={height}
      label={label}
      describedBy={describedBy}
      count={count}
      indexAt={({ x }) =>
        nearestIndex(
          centres.map((centre) => centre + margin.left),
          x,
        )
      }
      anchorOf={(index) => ({
        left: (centres[index] ?? 0) + margin.left,
        top: margin.top + (series.length > 0 ? yScale(layout.tops[index] ?? 0) : innerHeight / 2),
      })}
      renderTooltip={(index) => (
        <ChartTooltipContent
          title={categoryLabel(index)}
          lines={series.map((entry) => ({
            key: entry.key,
            name: entry.name,
            color: entry.color,
            value: formatValue(valueAt(entry, index)),
          }))}
          total={
            stacked
              ? { key: 'total', name: totalLabel, value: formatValue(totals[index] ?? 0) }
              : undefined
          }
        />
      )}
      announce={(index) =>
        announcePoint(categoryLabel(index), [
          ...series.map((entry) => ({
            name: entry.name,
            value: formatValue(valueAt(entry, index)),
          })),
          ...(stacked ? [{ name: totalLabel, value: formatValue(totals[index] ?? 0) }] : []),
        ])
      }
    >
      {(active) => (
        <Group left={margin.left} top={margin.top}>
          {metrics.axes ? (
            <GridRows
              className="pc-chart-grid"
              scale={yScale}
              width={innerWidth}
              tickValues={[...yTicks]}
            />
          ) : null}
          {marks.type === 'bar' && active !== null ? (
            <rect
              x={(layout.starts[active] ?? 0) - (step - layout.bandwidth) / 2}
              y={0}
              width={step}
              height={innerHeight}
              style={{ fill: theme.color.fill2 }}
            />
          ) : null}
          {marks.type === 'line'
            ? series.map((entry) => (
                <LineMarks
                  key={entry.key}
                  entry={entry}
                  count={count}
                  area={marks.area}
                  // Overlapping areas stay readable when each is fainter.
                  areaOpacity={series.length > 1 ? 0.12 : 0.24}
                  lineWidth={metrics.lineWidth}
                  gradientId={`${gradientBase}-${entry.key.replace(/[^a-zA-Z0-9_-]/g, '')}`}
                  x={(index) => layout.starts[index] ?? 0}
                  yScale={yScale}
                />
              ))
            : categories.map((_, index) => (
                <BarMarks
                  key={index}
                  index={index}
                  series={series}
                  stacked={marks.stacked}
                  start={layout.starts[index] ?? 0}
                  bandwidth={layout.bandwidth}
                  maxBarWidth={metrics.maxBarWidth}
                  yScale={yScale}
                />
              ))}
          {marks.type === 'line' && active !== null ? (
            <g>
              <Line
                from={{ x: centres[active] ?? 0, y: 0 }}
                to={{ x: centres[active] ?? 0, y: innerHeight }}
                style={{ stroke: chartColors.axisLine, strokeDasharray: '4 4' }}
              />
              {series.map((entry) => (
                <circle
                  key={entry.key}
                  cx={centres[active] ?? 0}
                  cy={yScale(valueAt(entry, active))}
                  r={metrics.activeRadius}
                  style={{ fill: chartColors.surface, stroke: entry.color, strokeWidth: 2 }}
                />
              ))}
            </g>
          ) : null}
          {metrics.axes ? (
            <>
              <AxisLeft
                axisClassName="pc-chart-axis"
                scale={yScale}
                tickValues={[...yTicks]}
                hideAxisLine
                hideTicks
                tickFormat={(value) => layout.formatTick(Number(value))}
              />
              <AxisBottom
                axisClassName="pc-chart-axis"
                top={innerHeight}
                scale={layout.xScale}
                tickValues={[...layout.xTicks]}
                hideTicks
                tickFormat={categoryLabel}
              />
            </>
          ) : null}
        </Group>
      )}
    </ChartSurface>
  );
}

interface LineMarksProps {
  entry: ColoredSeries;
  count: number;
  area: boolean;
  areaOpacity: number;
  lineWidth: number;
  gradientId: string;
  x: (index: number) => number;
  yScale: ReturnType<typeof scaleLinear<number>>;
}

function LineMarks({
  entry,
  count,
  area,
  areaOpacity,
  lineWidth,
  gradientId,
  x,
  yScale,
}: LineMarksProps) {
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

interface BarMarksProps {
  index: number;
  series: readonly ColoredSeries[];
  stacked: boolean;
  start: number;
  bandwidth: number;
  maxBarWidth: number;
  yScale: ReturnType<typeof scaleLinear<number>>;
}

/** The bars of one category: a stack, or one bar per series side by side. */
function BarMarks({
  index,
  series,
  stacked,
  start,
  bandwidth,
  maxBarWidth,
  yScale,
}: BarMarksProps): ReactNode {
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
