import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { ChartLegendButton, ChartLegendList, ChartLegendStatic, ChartSwatch } from './chart.styles';
import type { ChartLegendPosition } from './chartTypes';
import { chartsLocale } from './locales';

/** One entry of a legend: a series or a slice with its colour. */
export interface ChartLegendEntry {
  key: string;
  name: string;
  color: string;
}

export interface ChartLegendProps {
  /** The chart's description; names the legend group ("Legend of …"). */
  chartName: string;
  /** One toggle per series: its key, name, colour and whether it is shown. */
  entries: readonly ChartLegendEntry[];
  /** Keys drawn as hidden (struck through, hollow swatch). */
  hiddenKeys: readonly string[];
  /** Makes each entry a toggle button (`aria-pressed`); without it the legend is a plain key to the colours. */
  onToggle?: (key: string) => void;
  /** Where the legend sits: above or beside the plot. */
  position: Exclude<ChartLegendPosition, 'none'>;
}

/**
 * The key to a chart's colours. With `onToggle` every entry is a toggle button that shows or hides its series; a
 * plain legend is hidden from assistive technology, which reads the names in the summary and the data table.
 */
export function ChartLegend({
  chartName,
  entries,
  hiddenKeys,
  onToggle,
  position,
}: ChartLegendProps) {
  const { t } = useFeatureTranslation(chartsLocale);
  if (!onToggle) {
    return (
      <ChartLegendList data-position={position} aria-hidden="true">
        {entries.map((entry) => (
          <ChartLegendStatic key={entry.key}>
            <ChartSwatch style={{ background: entry.color }} />
            {entry.name}
          </ChartLegendStatic>
        ))}
      </ChartLegendList>
    );
  }
  return (
    <ChartLegendList
      role="group"
      aria-label={t('charts.legend', { chart: chartName })}
      data-position={position}
    >
      {entries.map((entry) => {
        const shown = !hiddenKeys.includes(entry.key);
        return (
          <ChartLegendButton
            key={entry.key}
            type="button"
            aria-pressed={shown}
            onClick={() => onToggle(entry.key)}
          >
            <ChartSwatch
              data-slot="swatch"
              aria-hidden="true"
              style={shown ? { background: entry.color } : undefined}
            />
            {entry.name}
          </ChartLegendButton>
        );
      })}
    </ChartLegendList>
  );
}
