import { RadarChart } from '../../../../charts/RadarChart';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import type { ContentTypeDistribution } from '../multiDimensionAnalysis.types';
import { multiDimensionAnalysisLocale } from '../locales';

export interface ContentTypeRadarProps {
  distribution: ContentTypeDistribution;
}

/** How much each content kind published on each topic, as a radar. */
export function ContentTypeRadar({ distribution }: ContentTypeRadarProps) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  return (
    <RadarChart
      axes={distribution.axes.map((topic) =>
        t(`multiDimensionAnalysis.typeDistribution.topics.${topic}`),
      )}
      series={distribution.data.map((kind) => ({
        key: kind.name,
        name: t(`multiDimensionAnalysis.kinds.${kind.name}`),
        values: kind.value,
      }))}
      description={t('multiDimensionAnalysis.typeDistribution.description')}
      axisLabel={t('multiDimensionAnalysis.typeDistribution.topic')}
      height={300}
    />
  );
}
