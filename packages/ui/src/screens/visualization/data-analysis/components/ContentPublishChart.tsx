import { BarChart } from '../../../../charts/CartesianChart';
import { formatChartNumber } from '../../../../charts/chartFormat';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import type { ContentPublishRecord } from '../dataAnalysis.types';
import { dataAnalysisLocale } from '../locales';

export interface ContentPublishChartProps {
  /** One record per content kind, each with the same 12 hours (/api/content-publish). */
  records: readonly ContentPublishRecord[];
}

/** Articles published every two hours, stacked by content kind; the tooltip adds the total. */
export function ContentPublishChart({ records }: ContentPublishChartProps) {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const { locale } = useLocale();
  return (
    <BarChart
      stacked
      categories={records[0]?.x ?? []}
      series={records.map((record) => ({
        key: record.name,
        name: t(`dataAnalysis.kinds.${record.name}`),
        values: record.y,
      }))}
      description={t('dataAnalysis.publish.description')}
      xLabel={t('dataAnalysis.hour')}
      formatValue={(value) =>
        t('dataAnalysis.publish.value', { value: formatChartNumber(locale, value) })
      }
      legend="bottom"
      minXLabelSpacing={52}
      height={300}
    />
  );
}
