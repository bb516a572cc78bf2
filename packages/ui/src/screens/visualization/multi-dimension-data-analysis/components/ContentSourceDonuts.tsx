import { useId } from 'react';
import { PieChart } from '../../../../charts/PieChart';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { SourceGrid } from '../multiDimensionAnalysis.styles';
import type { ContentSource } from '../multiDimensionAnalysis.types';
import { multiDimensionAnalysisLocale } from '../locales';

export interface ContentSourceDonutsProps {
  /** One entry per content kind, each with its articles by source. */
  sources: readonly ContentSource[];
}

/** A donut per content kind of where its articles come from. */
export function ContentSourceDonuts({ sources }: ContentSourceDonutsProps) {
  return (
    <SourceGrid>
      {sources.map((entry) => (
        <SourceDonut key={entry.kind} entry={entry} />
      ))}
    </SourceGrid>
  );
}

function SourceDonut({ entry }: { entry: ContentSource }) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const titleId = useId();
  const kind = t(`multiDimensionAnalysis.kinds.${entry.kind}`);
  return (
    <section aria-labelledby={titleId}>
      {/* The kind is written in the donut's hole; the heading names the section for screen readers. */}
      <VisuallyHidden asChild>
        <h3 id={titleId}>{kind}</h3>
      </VisuallyHidden>
      <PieChart
        data={entry.sources.map((source) => ({
          key: source.name,
          name: t(`multiDimensionAnalysis.source.sources.${source.name}`),
          value: source.value,
        }))}
        description={t(`multiDimensionAnalysis.source.description.${entry.kind}`)}
        nameLabel={t('multiDimensionAnalysis.source.source')}
        valueLabel={t('multiDimensionAnalysis.source.count')}
        centerLabel={kind}
        height={220}
      />
    </section>
  );
}
