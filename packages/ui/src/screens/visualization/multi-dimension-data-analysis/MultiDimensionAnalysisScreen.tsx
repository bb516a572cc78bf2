import { useQuery } from '@tanstack/react-query';
import { AsyncBlock } from '../../../components/AsyncBlock';
import { Card } from '../../../components/Card';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useApiScope } from '../../../data/apiScope';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { ChainGrowthFigures } from './components/ChainGrowthFigures';
import { ContentSourceDonuts } from './components/ContentSourceDonuts';
import { ContentTypeRadar } from './components/ContentTypeRadar';
import { OverviewPanel } from './components/OverviewPanel';
import {
  chainGrowthQueryOptions,
  contentSourcesQueryOptions,
  contentTypeDistributionQueryOptions,
  dataOverviewQueryOptions,
} from './multiDimensionAnalysis.api';
import { ChainGrid, MultiDimensionRoot, MultiDimensionTop } from './multiDimensionAnalysis.styles';
import { CHAIN_QUOTAS, type ChainQuota } from './multiDimensionAnalysis.types';
import { multiDimensionAnalysisLocale } from './locales';

/**
 * Data visualisation → Multi-dimension analysis (admin only): the data overview (four figures and their
 * eight days), the content type distribution as a radar, four data-chain growth cards and the content publishing
 * source per kind. Every block loads, fails and retries on its own.
 */
export function MultiDimensionAnalysisScreen() {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  return (
    <MultiDimensionRoot>
      <VisuallyHidden asChild>
        <h1>{t('multiDimensionAnalysis.title')}</h1>
      </VisuallyHidden>
      <MultiDimensionTop>
        <Card title={t('multiDimensionAnalysis.overview.title')} bordered={false}>
          <OverviewBlock />
        </Card>
        <Card title={t('multiDimensionAnalysis.typeDistribution.title')} bordered={false}>
          <TypeDistributionBlock />
        </Card>
      </MultiDimensionTop>
      <ChainGrid>
        {CHAIN_QUOTAS.map((quota) => (
          <Card
            key={quota}
            title={t(`multiDimensionAnalysis.chain.quotas.${quota}`)}
            bordered={false}
          >
            <ChainBlock quota={quota} />
          </Card>
        ))}
      </ChainGrid>
      <Card title={t('multiDimensionAnalysis.source.title')} bordered={false}>
        <SourceBlock />
      </Card>
    </MultiDimensionRoot>
  );
}

function OverviewBlock() {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const query = useQuery(dataOverviewQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('multiDimensionAnalysis.overview.title')}
      isEmpty={(overview) => overview.data.length === 0}
      skeletonRows={8}
    >
      {(overview) => <OverviewPanel overview={overview} />}
    </AsyncBlock>
  );
}

function TypeDistributionBlock() {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const query = useQuery(contentTypeDistributionQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('multiDimensionAnalysis.typeDistribution.title')}
      isEmpty={(distribution) => distribution.data.length === 0}
      skeletonRows={8}
    >
      {(distribution) => <ContentTypeRadar distribution={distribution} />}
    </AsyncBlock>
  );
}

function ChainBlock({ quota }: { quota: ChainQuota }) {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const query = useQuery(chainGrowthQueryOptions(useApiScope(), quota));
  return (
    <AsyncBlock
      query={query}
      section={t(`multiDimensionAnalysis.chain.quotas.${quota}`)}
      isEmpty={(growth) => growth.chartData.data.value.length === 0}
      skeletonRows={3}
    >
      {(growth) => <ChainGrowthFigures quota={quota} growth={growth} />}
    </AsyncBlock>
  );
}

function SourceBlock() {
  const { t } = useFeatureTranslation(multiDimensionAnalysisLocale);
  const query = useQuery(contentSourcesQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('multiDimensionAnalysis.source.title')}
      isEmpty={(sources) => sources.length === 0}
      skeletonRows={6}
    >
      {(sources) => <ContentSourceDonuts sources={sources} />}
    </AsyncBlock>
  );
}
