import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { BarMarks } from './BarMarks';
import { usePointAnnouncement } from './ChartFrame';
import { ChartSurface } from './ChartSurface';
import { ChartTooltipContent, seriesTooltipLines } from './ChartTooltipContent';
import { cartesianLayout, cartesianVariants } from './cartesianLayout';
import { LineMarks } from './LineMarks';
import { nearestIndex } from './chartSummary';
import type { ChartVariant, ColoredSeries } from './chartTypes';
import { chartsLocale } from './locales';

/** Which marks a category chart draws: lines (optionally filled below) or bars (optionally stacked). */
export type CartesianMarks = { type: 'line'; area: boolean } | { type: 'bar'; stacked: boolean };

export interface CartesianPlotProps {
  width: number;
  height: number;
  marks: CartesianMarks;
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
}

/**
 * The drawing of a line or bar chart: its layout (`cartesianLayout`), grid, marks and axes on the kit's
 * interactive surface, with a tooltip and an announcement for the category nearest the pointer or picked with the
 * keyboard (a stack adds its total).
 */
export function CartesianPlot({
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
}: CartesianPlotProps) {
  const { t } = useFeatureTranslation(chartsLocale);
  const announcePoint = usePointAnnouncement();
  const metrics = cartesianVariants[variant];
  const stacked = marks.type === 'bar' && marks.stacked;
  const layout = cartesianLayout({
    width,
    height,
    kind: marks.type,
    stacked,
    variant,
    categories,
    series: series.map((entry) => entry.values),
    yMax,
    formatTick,
    locale,
    formatCategory,
    minXLabelSpacing,
  });
  const { margin, innerWidth, innerHeight, yScale, yTicks, centres, totals } = layout;
  const categoryLabel = (value: unknown) => formatCategory(categories[Number(value)] ?? '');
  const linesAt = (index: number) => seriesTooltipLines(series, index, formatValue);
  const totalAt = (index: number) =>
    stacked
      ? { key: 'total', name: t('charts.total'), value: formatValue(totals[index] ?? 0) }
      : undefined;

  return (
    <ChartSurface
      width={width}
      height={height}
      label={label}
      describedBy={describedBy}
      count={categories.length}
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
          lines={linesAt(index)}
          total={totalAt(index)}
        />
      )}
      announce={(index) => {
        const total = totalAt(index);
        return announcePoint(categoryLabel(index), [...linesAt(index), ...(total ? [total] : [])]);
      }}
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
          {marks.type === 'line' ? (
            <LineMarks {...{ layout, series, metrics, active }} area={marks.area} />
          ) : (
            <BarMarks {...{ layout, series, metrics, active }} stacked={marks.stacked} />
          )}
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
