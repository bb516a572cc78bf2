import { Heart, PenLine, ThumbsUp, UserRound, type LucideIcon } from 'lucide-react';
import { LineChart } from '../../../../charts/CartesianChart';
import { formatChartDay } from '../../../../charts/chartFormat';
import { Icon } from '../../../../components/Icon';
import { Statistic } from '../../../../components/Statistic';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { OverviewFigures, OverviewIcon } from '../multiDimensionAnalysis.styles';
import type { DataOverview, OverviewMetric } from '../multiDimensionAnalysis.types';
import { multiDimensionAnalysisLocale } from '../locales';

export interface OverviewPanelProps {
  /** /api/data-overview: eight days and each metric's values and figure. */
  overview: DataOverview;
}

const icons: Readonly<Record<OverviewMetric, LucideIcon>> = {
  contentProduction: PenLine,
  contentClick: ThumbsUp,
  contentExposure: Heart,
  activeUsers: UserRound,
};

/** The four headline figures and their eight days as overlapping areas. */
export function OverviewPanel({ overview }: OverviewPanelProps) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const { locale } = useLocale();
  return (
    <>
      <OverviewFigures aria-label={t('multiDimensionAnalysis.overview.figures')}>
        {overview.data.map((metric) => (
          <li key={metric.name}>
            <Statistic
              title={t(`multiDimensionAnalysis.overview.metrics.${metric.name}`)}
              value={metric.count}
              prefix={
                <OverviewIcon data-metric={metric.name}>
                  <Icon icon={icons[metric.name]} />
                </OverviewIcon>
              }
            />
          </li>
        ))}
      </OverviewFigures>
      <LineChart
        area
        categories={overview.xAxis}
        series={overview.data.map((metric) => ({
          key: metric.name,
          name: t(`multiDimensionAnalysis.overview.metrics.${metric.name}`),
          values: metric.value,
        }))}
        description={t('multiDimensionAnalysis.overview.description')}
        xLabel={t('multiDimensionAnalysis.day')}
        formatCategory={(day) => formatChartDay(locale, day)}
        minXLabelSpacing={64}
        height={300}
      />
    </>
  );
}
