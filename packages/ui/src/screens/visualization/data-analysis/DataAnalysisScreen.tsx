import { useQuery } from '@tanstack/react-query';
import { AsyncBlock } from '../../../components/AsyncBlock';
import { Card } from '../../../components/Card';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useApiScope } from '../../../data/apiScope';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { AnalysisAuthorsTable } from './components/AnalysisAuthorsTable';
import { ContentPeriodChart } from './components/ContentPeriodChart';
import { ContentPublishChart } from './components/ContentPublishChart';
import { OpinionTile } from './components/OpinionTile';
import {
  analysisAuthorsQueryOptions,
  contentPeriodQueryOptions,
  contentPublishQueryOptions,
  publicOpinionQueryOptions,
} from './dataAnalysis.api';
import { AnalysisRoot, AnalysisRow, OpinionGrid } from './dataAnalysis.styles';
import { OPINION_QUOTAS, type OpinionQuota } from './dataAnalysis.types';
import { dataAnalysisLocale } from './locales';

/**
 * Data visualisation → Analysis (admin only): four public-opinion statistics with small charts, the
 * content publishing ratio (stacked bars), the popular authors and the content period analysis. Every block loads,
 * fails and retries on its own.
 */
export function DataAnalysisScreen() {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  return (
    <AnalysisRoot>
      <VisuallyHidden asChild>
        <h1>{t('dataAnalysis.title')}</h1>
      </VisuallyHidden>
      <Card title={t('dataAnalysis.opinion.title')} bordered={false}>
        <OpinionGrid>
          {OPINION_QUOTAS.map((quota) => (
            <OpinionBlock key={quota} quota={quota} />
          ))}
        </OpinionGrid>
      </Card>
      <AnalysisRow>
        <Card title={t('dataAnalysis.publish.title')} bordered={false}>
          <ContentPublishBlock />
        </Card>
        <Card title={t('dataAnalysis.authors.title')} bordered={false}>
          <AuthorsBlock />
        </Card>
      </AnalysisRow>
      <Card title={t('dataAnalysis.period.title')} bordered={false}>
        <ContentPeriodBlock />
      </Card>
    </AnalysisRoot>
  );
}

function OpinionBlock({ quota }: { quota: OpinionQuota }) {
  const query = useQuery(publicOpinionQueryOptions(useApiScope(), quota));
  return <OpinionTile quota={quota} query={query} />;
}

function ContentPublishBlock() {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const query = useQuery(contentPublishQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('dataAnalysis.publish.title')}
      isEmpty={(records) => records.length === 0}
      skeletonRows={7}
    >
      {(records) => <ContentPublishChart records={records} />}
    </AsyncBlock>
  );
}

function AuthorsBlock() {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const query = useQuery(analysisAuthorsQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('dataAnalysis.authors.title')}
      isEmpty={(authors) => authors.length === 0}
      skeletonRows={7}
    >
      {(authors) => <AnalysisAuthorsTable authors={authors} />}
    </AsyncBlock>
  );
}

function ContentPeriodBlock() {
  const { t } = useFeatureTranslation(dataAnalysisLocale);
  const query = useQuery(contentPeriodQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('dataAnalysis.period.title')}
      isEmpty={(analysis) => analysis.data.length === 0}
      skeletonRows={7}
    >
      {(analysis) => <ContentPeriodChart analysis={analysis} />}
    </AsyncBlock>
  );
}
