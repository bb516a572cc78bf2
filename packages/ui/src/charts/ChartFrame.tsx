import { ParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { ChartFigure, ChartPlotSlot } from './chart.styles';
import type { ChartLegendPosition } from './chartTypes';
import { chartsLocale } from './locales';

export interface ChartFrameProps {
  /** Height of the plot in px; the width is the container's. */
  height: number;
  /** The legend entries; none for a single series. */
  legend: ReactNode;
  /** Where the legend sits: above or beside the plot. */
  legendPosition: ChartLegendPosition;
  /** Id the drawing points at with `aria-describedby`. */
  summaryId: string;
  /** The chart's text summary (lowest, highest, last; or shares of a total). */
  summary: string;
  /** The data as a table (`ChartDataTable`). */
  table: ReactNode;
  /** Draws the plot at the width the container gives it. */
  children: (width: number) => ReactNode;
}

/**
 * The frame of every chart: legend, plot at its container's width (a ResizeObserver, so the chart follows the
 * container queries of the screen around it), and the text alternatives — a summary the drawing is described by
 * and the data table.
 */
export function ChartFrame({
  height,
  legend,
  legendPosition,
  summaryId,
  summary,
  table,
  children,
}: ChartFrameProps) {
  const { t } = useFeatureTranslation(chartsLocale);
  return (
    <ChartFigure data-legend={legendPosition}>
      {legendPosition === 'none' ? null : legend}
      <ChartPlotSlot>
        <ParentSize debounceTime={50} style={{ height }} initialSize={{ width: 0, height }}>
          {({ width }) => (width > 0 ? children(width) : null)}
        </ParentSize>
      </ChartPlotSlot>
      <VisuallyHidden id={summaryId}>
        {summary} {t('charts.keyboardHint')}
      </VisuallyHidden>
      {table}
    </ChartFigure>
  );
}
