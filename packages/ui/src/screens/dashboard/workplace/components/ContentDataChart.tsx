import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { AreaChart } from '../../../../charts/AreaChart';
import { formatChartDay } from '../../../../charts/chartFormat';
import { useLocale } from '../../../../i18n/useLocale';
import type { ContentDataPoint } from '../workplace.types';
import { formatInteger } from '../workplace.format';

export interface ContentDataChartProps {
  /** The 12 daily points of /api/content-data. */
  series: readonly ContentDataPoint[];
}

/**
 * The 'Content Data' area chart. Its own module, loaded with `React.lazy` by the screen, so visx lands in the
 * workplace's chunk and never in the login route.
 */
export function ContentDataChart({ series }: ContentDataChartProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { locale } = useLocale();
  return (
    <AreaChart
      data={series}
      seriesName={t('workplace.contentData.series')}
      xLabel={t('workplace.contentData.date')}
      description={t('workplace.contentData.description')}
      formatValue={(value) => formatInteger(locale, value)}
      formatCategory={(day) => formatChartDay(locale, day)}
      height={280}
    />
  );
}
