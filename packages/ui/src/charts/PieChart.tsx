import { Pie } from '@visx/shape';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { useLocale } from '../i18n/useLocale';
import { ChartFrame, type ColoredItem } from './ChartFrame';
import { polar, PolarSurface } from './PolarSurface';
import { ChartTooltipContent } from './ChartTooltipContent';
import { formatChartNumber, formatChartPercent, joinChartList } from './chartFormat';
import { sliceShares } from './chartSummary';
import { chartColors } from './chartTheme';
import type { ChartLegendPosition, ChartToggleProps } from './chartTypes';
import { chartsLocale } from './locales';

/** One slice of a pie: a named part of a whole. */
export interface PieSlice {
  /** Stable id (legend toggles and React keys use it). */
  key: string;
  /** Shown in the legend, the tooltip, the summary and the data table. */
  name: string;
  /** The part's size; negative values count as 0. */
  value: number;
  /** Any CSS colour, best a theme variable; default the kit's palette by position. */
  color?: string;
}

/** Props of `PieChart`: the slices, the texts of its summary and table, and the legend toggles (`hiddenKeys`). */
export interface PieChartProps extends ChartToggleProps {
  /** The slices, drawn clockwise from twelve o'clock in this order. */
  data: readonly PieSlice[];
  /** One sentence that says what the chart shows: the drawing's accessible name and the data table's caption. */
  description: string;
  /** Header of the data table's name column (e.g. "Type"). */
  nameLabel: string;
  /** Header of the value column and the value's name in the tooltip (e.g. "Articles"). */
  valueLabel: string;
  /** Formats a value. Default: the language's whole numbers. */
  formatValue?: (value: number) => string;
  /** Leaves a hole in the middle (a donut). Default `true`. */
  donut?: boolean;
  /** A short text in the donut's hole (e.g. what the slices divide). */
  centerLabel?: string;
  /** Height of the plot in px. Default 240. */
  height?: number;
  /** Where the legend goes. Default `bottom`. */
  legend?: ChartLegendPosition;
}

type ColoredSlice = ColoredItem<PieSlice>;

/**
 * A pie or donut of the parts of a whole: tooltip with value and share for the slice under the pointer (or picked
 * with the arrow keys), legend toggles that take a slice out (the shares are then of what is shown), text summary
 * with every share, and the data table.
 */
export function PieChart({
  data,
  description,
  nameLabel,
  valueLabel,
  formatValue: givenFormatValue,
  donut = true,
  centerLabel,
  height = 240,
  legend = 'bottom',
  ...toggleProps
}: PieChartProps) {
  const { t } = useFeatureTranslation(chartsLocale);
  const { locale } = useLocale();
  const formatValue = givenFormatValue ?? ((value: number) => formatChartNumber(locale, value));
  const formatShare = (percent: number) => formatChartPercent(locale, percent);
  const all = sliceShares(data);

  const summary =
    data.length === 0
      ? t('charts.summary.empty')
      : t('charts.summary.slices', {
          total: formatValue(all.total),
          parts: joinChartList(
            locale,
            data.map((slice, index) =>
              t('charts.summary.slice', {
                name: slice.name,
                value: formatValue(slice.value),
                percent: formatShare(all.shares[index]?.percent ?? 0),
              }),
            ),
          ),
        });

  return (
    <ChartFrame
      description={description}
      items={data}
      toggles={toggleProps}
      height={height}
      legendPosition={legend}
      summary={summary}
      columns={[nameLabel, valueLabel, t('charts.share')]}
      rows={data.map((slice, index) => ({
        key: slice.key,
        label: slice.name,
        cells: [formatValue(slice.value), formatShare(all.shares[index]?.percent ?? 0)],
      }))}
    >
      {({ width, shown: visible, surface }) => {
        const parts = sliceShares(visible);
        const radius = Math.max(0, Math.min(width, height) / 2 - 6);
        const innerRadius = donut ? radius * 0.62 : 0;
        // Each slice's angles as the pie lays them out (data order, clockwise from twelve o'clock).
        let start = 0;
        const angles = parts.shares.map((share) => {
          const span = parts.total > 0 ? (share.percent / 100) * 2 * Math.PI : 0;
          const slice = { start, end: start + span };
          start += span;
          return slice;
        });
        const lineFor = (index: number) => {
          const slice = visible[index];
          const share = parts.shares[index];
          return { slice, share };
        };
        return (
          <PolarSurface
            {...surface}
            count={visible.length}
            indexAt={({ angle, distance }) => {
              if (distance > radius + 6 || distance < innerRadius - 6) return null;
              const found = angles.findIndex((slice) => angle >= slice.start && angle < slice.end);
              return found === -1 ? null : found;
            }}
            anchorOf={(index) => {
              const slice = angles[index] ?? { start: 0, end: 0 };
              const middle = (slice.start + slice.end) / 2;
              return polar(middle, (innerRadius + radius) / 2);
            }}
            renderTooltip={(index) => {
              const { slice, share } = lineFor(index);
              return (
                <ChartTooltipContent
                  title={slice?.name ?? ''}
                  lines={[
                    {
                      key: 'value',
                      name: valueLabel,
                      color: slice?.color,
                      value: formatValue(slice?.value ?? 0),
                    },
                    {
                      key: 'share',
                      name: t('charts.share'),
                      value: formatShare(share?.percent ?? 0),
                    },
                  ]}
                />
              );
            }}
            announce={(index) => {
              const { slice, share } = lineFor(index);
              return t('charts.summary.slice', {
                name: slice?.name ?? '',
                value: formatValue(slice?.value ?? 0),
                percent: formatShare(share?.percent ?? 0),
              });
            }}
          >
            {(active) => (
              <>
                <Pie<ColoredSlice>
                  data={[...visible]}
                  pieValue={(slice) => Math.max(0, slice.value)}
                  pieSort={null}
                  pieSortValues={null}
                  outerRadius={radius}
                  innerRadius={innerRadius}
                >
                  {(pie) =>
                    pie.arcs.map((arc, index) => (
                      <path
                        key={arc.data.key}
                        d={
                          (index === active
                            ? pie.path.outerRadius(radius + 4)(arc)
                            : pie.path.outerRadius(radius)(arc)) ?? ''
                        }
                        style={{
                          fill: arc.data.color,
                          stroke: chartColors.surface,
                          strokeWidth: 1.5,
                        }}
                      />
                    ))
                  }
                </Pie>
                {centerLabel && donut ? (
                  <text
                    className="pc-chart-label"
                    textAnchor="middle"
                    dominantBaseline="central"
                    style={{ fontWeight: 500 }}
                  >
                    {centerLabel}
                  </text>
                ) : null}
              </>
            )}
          </PolarSurface>
        );
      }}
    </ChartFrame>
  );
}
