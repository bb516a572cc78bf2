import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useApiClient } from '../../../api/ApiProvider';
import { useSession } from '../../../auth/SessionProvider';
import { AsyncBlock, useAsyncData } from '../../../components/AsyncBlock';
import { Card } from '../../../components/Card';
import { theme } from '../../../theme/tokens';
import { LazyContentDataChart } from './components/LazyContentDataChart';
import { PopularAuthorsTable } from './components/PopularAuthorsTable';
import { PopularContentTable } from './components/PopularContentTable';
import { WorkplaceAnnouncements } from './components/WorkplaceAnnouncements';
import { WorkplaceOverview } from './components/WorkplaceOverview';
import { WorkplaceQuickLinks, type WorkplaceNavigateEvent } from './components/WorkplaceQuickLinks';
import { getContentData, getPopularAuthors, getPopularList } from './workplace.api';
import { POPULAR_TYPES, type ContentData, type PopularType } from './workplace.types';
import {
  WorkplaceColumn,
  WorkplaceDivider,
  WorkplaceLayout,
  WorkplacePanel,
  WorkplaceRow,
  WorkplaceSectionHeader,
  WorkplaceSectionTitle,
  WorkplaceWelcome,
} from './workplace.styles';

export interface WorkplaceScreenProps {
  /** Called when a quick link is chosen, with the route path to open; the host navigates. */
  onNavigate: (event: WorkplaceNavigateEvent) => void;
}

/**
 * Dashboard → Workplace: welcome, content overview (balance in yuan, visits in times), the 'Content Data' chart,
 * popular content per type, popular authors, quick links and announcements. Each card loads on its own and shows
 * its loading, error (with retry), empty or data state.
 */
export function WorkplaceScreen({ onNavigate }: WorkplaceScreenProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const welcomeId = useId();
  return (
    <WorkplaceLayout>
      <WorkplaceColumn>
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
      </WorkplaceColumn>
      <WorkplaceColumn>
        <Card title={t('workplace.quick.title')} bordered={false}>
          <WorkplaceQuickLinks onNavigate={onNavigate} />
        </Card>
        <Card title={t('workplace.announcement.title')} bordered={false}>
          <WorkplaceAnnouncements />
        </Card>
      </WorkplaceColumn>
    </WorkplaceLayout>
  );
}

function ContentDataSection() {
  const { t } = useTranslation();
  const client = useApiClient();
  const load = useCallback((signal: AbortSignal) => getContentData(client, { signal }), [client]);
  const { state, retry } = useAsyncData('content-data', load);
  const title = t('workplace.contentData.title');
  const chartTitleId = useId();
  return (
    <>
      <AsyncBlock
        state={state}
        section={t('workplace.overview.label')}
        onRetry={retry}
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
          state={state}
          section={title}
          onRetry={retry}
          isEmpty={(data: ContentData) => data.series.length === 0}
          skeletonRows={6}
        >
          {(data) => <LazyContentDataChart series={data.series} />}
        </AsyncBlock>
      </section>
    </>
  );
}

const TabList = styled(Tabs.List)`
  display: inline-flex;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
  padding: 3px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill2};
`;

const TabTrigger = styled(Tabs.Trigger)`
  padding: 2px ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text2};
  font: inherit;
  font-size: ${theme.font.size.md};
  line-height: 22px;
  cursor: pointer;

  &:hover {
    color: ${theme.color.text1};
  }
  &[data-state='active'] {
    background: ${theme.color.bg2};
    color: ${theme.color.primaryText};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.shadow.focus};
  }
`;

function PopularContentSection() {
  const { t } = useTranslation();
  const [type, setType] = useState<PopularType>('text');
  return (
    <Tabs.Root
      value={type}
      onValueChange={(value) => {
        const next = POPULAR_TYPES.find((candidate) => candidate === value);
        if (next) setType(next);
      }}
    >
      <TabList aria-label={t('workplace.popular.tabsLabel')}>
        {POPULAR_TYPES.map((candidate) => (
          <TabTrigger key={candidate} value={candidate}>
            {t(`workplace.popular.tabs.${candidate}`)}
          </TabTrigger>
        ))}
      </TabList>
      {POPULAR_TYPES.map((candidate) => (
        <Tabs.Content key={candidate} value={candidate}>
          {/* Radix mounts only the active panel, so each tab fetches its own type when shown. */}
          <PopularContentPanel type={candidate} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function PopularContentPanel({ type }: { type: PopularType }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const load = useCallback(
    (signal: AbortSignal) => getPopularList(client, { type }, { signal }),
    [client, type],
  );
  const { state, retry } = useAsyncData(`popular-${type}`, load);
  return (
    <AsyncBlock
      state={state}
      section={t('workplace.popular.title')}
      onRetry={retry}
      isEmpty={(items) => items.length === 0}
      skeletonRows={5}
    >
      {(items) => <PopularContentTable type={type} items={items} />}
    </AsyncBlock>
  );
}

function PopularAuthorsSection() {
  const { t } = useTranslation();
  const client = useApiClient();
  const load = useCallback(
    (signal: AbortSignal) => getPopularAuthors(client, { signal }),
    [client],
  );
  const { state, retry } = useAsyncData('popular-authors', load);
  return (
    <AsyncBlock
      state={state}
      section={t('workplace.authors.title')}
      onRetry={retry}
      isEmpty={(authors) => authors.length === 0}
      skeletonRows={7}
    >
      {(authors) => <PopularAuthorsTable authors={authors} />}
    </AsyncBlock>
  );
}
