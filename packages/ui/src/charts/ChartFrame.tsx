import { ParentSize } from '@visx/responsive';
import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { useLocale } from '../i18n/useLocale';
import { ChartFigure, ChartPlotSlot } from './chart.styles';
import { ChartDataTable, type ChartDataRow } from './ChartDataTable';
import { ChartLegend } from './ChartLegend';
import { joinChartList } from './chartFormat';
import { seriesFacts } from './chartSummary';
import { seriesColor } from './chartTheme';
import type { ChartLegendPosition, ChartSeries, ChartToggleProps } from './chartTypes';
import { chartsLocale } from './locales';
import { useHiddenKeys } from './useHiddenKeys';

/** What a chart's legend lists: its series, or a pie's slices. */
export interface ChartFrameItem {
  key: string;
  name: string;
  /** Any CSS colour; default the kit's palette by position. */
  color?: string;
}

/** An item with its colour resolved. */
export type ColoredItem<Item extends ChartFrameItem> = Item & { color: string };

/** What the frame gives the plot: the width it has and the items the legend shows. */
export interface ChartPlotArea<Item extends ChartFrameItem> {
  /** Width of the plot in px (the container's). */
  width: number;
  /** The items that are shown (not hidden by the legend), coloured, in their order. */
  shown: readonly ColoredItem<Item>[];
  /**
   * The drawing's width and height, its name (the description) and what describes it (the text summary's id): spread
   * them on the `ChartSurface` (or the surface or plot built on it).
   */
  surface: { width: number; height: number; label: string; describedBy: string };
}

export interface ChartFrameProps<Item extends ChartFrameItem> {
  /** The chart's description: names the legend group and captions the data table. */
  description: string;
  /** The series or slices, in order: the legend's entries (toggles when there are several). */
  items: readonly Item[];
  /** Which items the legend hides, controlled or not. */
  toggles: ChartToggleProps;
  /** Height of the plot in px; the width is the container's. */
  height: number;
  /** Where the legend sits: above, below or beside the plot, or nowhere. */
  legendPosition: ChartLegendPosition;
  /** The chart's text summary (lowest, highest, last; or shares of a total). */
  summary: string;
  /** The data table's column headers, the row-header column first. */
  columns: readonly string[];
  /** The data as table rows; every item whatever the legend hides. */
  rows: readonly ChartDataRow[];
  /** Draws the plot. */
  children: (area: ChartPlotArea<Item>) => ReactNode;
}

/**
 * The chrome every chart of the kit shares around its drawing: the legend (a row of toggles for several items,
 * `hiddenKeys` controlled or not), the plot at its container's width (a ResizeObserver, so the chart follows the
 * container queries of the screen around it), and the text alternatives — a summary the drawing is described by and
 * the data table.
 */
export function ChartFrame<Item extends ChartFrameItem>({
  description,
  items,
  toggles,
  height,
  legendPosition,
  summary,
  columns,
  rows,
  children,
}: ChartFrameProps<Item>) {
  const { t } = useFeatureTranslation(chartsLocale);
  const summaryId = useId();
  const [hiddenKeys, toggle] = useHiddenKeys(toggles);
  const colored: ColoredItem<Item>[] = items.map((item, index) => ({
    ...item,
    color: item.color ?? seriesColor(index),
  }));
  const shown = colored.filter((item) => !hiddenKeys.includes(item.key));
  return (
    <ChartFigure data-legend={legendPosition}>
      {legendPosition === 'none' ? null : (
        <ChartLegend
          chartName={description}
          entries={colored}
          hiddenKeys={hiddenKeys}
          onToggle={colored.length > 1 ? toggle : undefined}
          position={legendPosition}
        />
      )}
      <ChartPlotSlot>
        <ParentSize debounceTime={50} style={{ height }} initialSize={{ width: 0, height }}>
          {({ width }) =>
            width > 0
              ? children({
                  width,
                  shown,
                  surface: { width, height, label: description, describedBy: summaryId },
                })
              : null
          }
        </ParentSize>
      </ChartPlotSlot>
      <VisuallyHidden id={summaryId}>
        {summary} {t('charts.keyboardHint')}
      </VisuallyHidden>
      <ChartDataTable caption={description} columns={columns} rows={rows} />
    </ChartFigure>
  );
}

/**
 * The summary of a chart of series (line, bar, radar): each series' count and lowest, highest and last value with
 * its category, in the language shown; the empty text when no series has a value.
 */
export function useSeriesSummary(
  categories: readonly string[],
  series: readonly ChartSeries[],
  formatValue: (value: number) => string,
  formatCategory: (category: string) => string = (category) => category,
): string {
  const { t } = useFeatureTranslation(chartsLocale);
  return (
    series
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
      .join(' ') || t('charts.summary.empty')
  );
}

/**
 * What a screen reader hears when the keyboard moves to a category or axis: its name and each series' value, in
 * the language's list form ('Nov 22: Views 1,902 and Clicks 311').
 */
export function usePointAnnouncement(): (
  at: string,
  values: readonly { name: string; value: string }[],
) => string {
  const { t } = useFeatureTranslation(chartsLocale);
  const { locale } = useLocale();
  return (at, values) =>
    t('charts.point', {
      at,
      values: joinChartList(
        locale,
        values.map(({ name, value }) => t('charts.pointValue', { name, value })),
      ),
    });
}
