import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { workplaceLocale } from './locales';
import { useSession } from '../../../auth/SessionProvider';
import { AsyncBlock } from '../../../components/AsyncBlock';
import { useApiScope } from '../../../data/apiScope';
import { useScreenHost } from '../../../routing/screenHost';
import { Card } from '../../../components/Card';
import { Page, PageGrid } from '../../../components/Page';
import { Tabs, TabsContent, TabsTrigger } from '../../../components/Tabs';
import { LazyContentDataChart } from './components/LazyContentDataChart';
import { PopularAuthorsTable } from './components/PopularAuthorsTable';
import { PopularContentTable } from './components/PopularContentTable';
import { WorkplaceAnnouncements } from './components/WorkplaceAnnouncements';
import { WorkplaceOverview } from './components/WorkplaceOverview';
import { WorkplaceQuickLinks, type WorkplaceNavigateEvent } from './components/WorkplaceQuickLinks';
import {
  contentDataQueryOptions,
  popularAuthorsQueryOptions,
  popularListQueryOptions,
} from './workplace.api';
import { POPULAR_TYPES, type ContentData, type PopularType } from './workplace.types';
import {
  WorkplaceColumn,
  WorkplaceDivider,
  WorkplaceMainColumn,
  WorkplacePanel,
  WorkplaceRow,
  WorkplaceSectionHeader,
  WorkplaceSectionTitle,
  WorkplaceTabsList,
  WorkplaceWelcome,
} from './workplace.styles';

/** Props of `WorkplaceScreen`: where a quick link goes. */
export interface WorkplaceScreenProps {
  /** Called when a quick link is chosen, with the route path to open. Default: the screen host navigates. */
  onNavigate?: (event: WorkplaceNavigateEvent) => void;
}

/**
 * Dashboard → Workplace: welcome, content overview (balance in yuan, visits in times), the 'Content Data' chart,
 * popular content per type, popular authors, quick links and announcements. Each card loads on its own and shows
 * its loading, error (with retry), empty or data state.
 */
export function WorkplaceScreen({ onNavigate }: WorkplaceScreenProps) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const { user } = useSession();
  const host = useScreenHost();
  const welcomeId = useId();
  return (
    <Page>
      <PageGrid>
        <WorkplaceMainColumn>
          <WorkplacePanel aria-labelledby={welcomeId}>
            <WorkplaceWelcome id={welcomeId}>
              {user?.name
                ? t('workplace.welcome', { name: user.name })
                : t('workplace.welcomeAnonymous')}
            </WorkplaceWelcome>
            <ContentDataSection />
          </WorkplacePanel>
          <WorkplaceRow>
            <Card title={t('workplace.popular.title')} bordered={false}>
              <PopularContentSection />
            </Card>
            <Card title={t('workplace.authors.title')} bordered={false}>
              <PopularAuthorsSection />
            </Card>
          </WorkplaceRow>
        </WorkplaceMainColumn>
        <WorkplaceColumn>
          <Card title={t('workplace.quick.title')} bordered={false}>
            <WorkplaceQuickLinks onNavigate={onNavigate ?? (({ path }) => host.navigate(path))} />
          </Card>
          <Card title={t('workplace.announcement.title')} bordered={false}>
            <WorkplaceAnnouncements />
          </Card>
        </WorkplaceColumn>
      </PageGrid>
    </Page>
  );
}

function ContentDataSection() {
  const { t } = useFeatureTranslation(workplaceLocale);
  const query = useQuery(contentDataQueryOptions(useApiScope()));
  const title = t('workplace.contentData.title');
  const chartTitleId = useId();
  return (
    <>
      <AsyncBlock
        query={query}
        section={t('workplace.overview.label')}
        isEmpty={(data: ContentData) => data.overview === null}
        skeletonRows={2}
      >
        {(data) => (data.overview ? <WorkplaceOverview overview={data.overview} /> : null)}
      </AsyncBlock>
      <WorkplaceDivider />
      <section aria-labelledby={chartTitleId}>
        <WorkplaceSectionHeader>
          <WorkplaceSectionTitle id={chartTitleId}>{title}</WorkplaceSectionTitle>
        </WorkplaceSectionHeader>
        <AsyncBlock
          query={query}
          section={title}
          isEmpty={(data: ContentData) => data.series.length === 0}
          skeletonRows={6}
        >
          {(data) => <LazyContentDataChart series={data.series} />}
        </AsyncBlock>
      </section>
    </>
  );
}

function PopularContentSection() {
  const { t } = useFeatureTranslation(workplaceLocale);
  const [type, setType] = useState<PopularType>('text');
  return (
    <Tabs
      value={type}
      onValueChange={(value) => {
        const next = POPULAR_TYPES.find((candidate) => candidate === value);
        if (next) setType(next);
      }}
    >
      <WorkplaceTabsList aria-label={t('workplace.popular.tabsLabel')}>
        {POPULAR_TYPES.map((candidate) => (
          <TabsTrigger key={candidate} value={candidate}>
            {t(`workplace.popular.tabs.${candidate}`)}
          </TabsTrigger>
        ))}
      </WorkplaceTabsList>
      {POPULAR_TYPES.map((candidate) => (
        <TabsContent key={candidate} value={candidate}>
          {/* Only the active panel is mounted, so each tab fetches its own type when shown. */}
          <PopularContentPanel type={candidate} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PopularContentPanel({ type }: { type: PopularType }) {
  const { t } = useFeatureTranslation(workplaceLocale);
  const query = useQuery(popularListQueryOptions(useApiScope(), type));
  return (
    <AsyncBlock
      query={query}
      section={t('workplace.popular.title')}
      isEmpty={(items) => items.length === 0}
      skeletonRows={5}
    >
      {(items) => <PopularContentTable type={type} items={items} />}
    </AsyncBlock>
  );
}

function PopularAuthorsSection() {
  const { t } = useFeatureTranslation(workplaceLocale);
  const query = useQuery(popularAuthorsQueryOptions(useApiScope()));
  return (
    <AsyncBlock
      query={query}
      section={t('workplace.authors.title')}
      isEmpty={(authors) => authors.length === 0}
      skeletonRows={7}
    >
      {(authors) => <PopularAuthorsTable authors={authors} />}
    </AsyncBlock>
  );
}
