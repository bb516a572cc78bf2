import { LineChart } from '../../../../charts/CartesianChart';
import { formatChartPercent } from '../../../../charts/chartFormat';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import type { ContentPeriodAnalysis } from '../dataAnalysis.types';
import { dataAnalysisLocale } from '../locales';

export interface ContentPeriodChartProps {
  /** The 12 hours and each kind's share of reading at them (/api/content-period-analysis). */
  analysis: ContentPeriodAnalysis;
}

/** Each content kind's share of reading over the day, in percent. */
export function ContentPeriodChart({ analysis }: ContentPeriodChartProps) {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const { locale } = useLocale();
  return (
    <LineChart
      area
      categories={analysis.xAxis}
      series={analysis.data.map((series) => ({
        key: series.name,
        name: t(`dataAnalysis.kinds.${series.name}`),
        values: series.value,
      }))}
      description={t('dataAnalysis.period.description')}
      xLabel={t('dataAnalysis.hour')}
      formatValue={(value) => formatChartPercent(locale, value)}
      formatTick={(value) => formatChartPercent(locale, value, 0)}
      yMax={100}
      legend="bottom"
      minXLabelSpacing={56}
      height={300}
    />
  );
}
