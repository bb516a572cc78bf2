import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AsyncBlock } from '../../../components/AsyncBlock';
import { Button } from '../../../components/Button';
import { PageHeader, PageTitle } from '../../../components/Page';
import { useWidth } from '../../../components/shared/useWidth';
import { useApiScope } from '../../../data/apiScope';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { useScreenHost } from '../../../routing/screenHost';
import { basicProfileQueryOptions, operationLogQueryOptions } from './basicProfile.api';
import {
  BasicProfilePage,
  BasicProfilePanel,
  BasicProfileSectionTitle,
  BasicProfileStepsRow,
} from './basicProfile.styles';
import type { OperationLogEntry } from './basicProfile.types';
import { ApprovalSteps } from './components/ApprovalSteps';
import { OperationLogDrawer } from './components/OperationLogDrawer';
import { OperationLogTable } from './components/OperationLogTable';
import { ProfileParametersView } from './components/ProfileParametersView';
import { basicProfileLocale } from './locales';

/** Below this width (px) of their row the approval steps are listed one under another: the titles no longer fit. */
const VERTICAL_STEPS_BELOW = 480;

/**
 * Profile → Basic profile (admin only): the approval process of a parameter change (Commit → Approval →
 * Finish at the status /api/profile/basic returns), the video and audio parameters it asks for and those in force
 * before it, and the operation log of /api/operation/log. Each block loads, fails and retries on its own.
 */
export function BasicProfileScreen() {
  const { t } = useFeatureTranslation(basicProfileLocale);
  const [stepsRef, stepsWidth] = useWidth();
  const host = useScreenHost();
  const scope = useApiScope();
  const profile = useQuery(basicProfileQueryOptions(scope));
  const log = useQuery(operationLogQueryOptions(scope));
  const [viewed, setViewed] = useState<OperationLogEntry | null>(null);
  const ids = useId();
  const title = (part: string) => `${ids}-${part}`;

  return (
    <BasicProfilePage>
      <BasicProfilePanel aria-labelledby={title('title')}>
        <PageHeader>
          <PageTitle id={title('title')}>{t('basicProfile.title')}</PageTitle>
          <Button variant="primary" onClick={host.leave}>
            {t('basicProfile.goBack')}
          </Button>
        </PageHeader>
        <BasicProfileStepsRow ref={stepsRef}>
          <AsyncBlock
            query={profile}
            section={t('basicProfile.steps.label')}
            isEmpty={() => false}
            skeletonRows={1}
          >
            {(data) => (
              <ApprovalSteps
                status={data.status}
                direction={
                  stepsWidth != null && stepsWidth < VERTICAL_STEPS_BELOW
                    ? 'vertical'
                    : 'horizontal'
                }
              />
            )}
          </AsyncBlock>
        </BasicProfileStepsRow>
      </BasicProfilePanel>
      <BasicProfilePanel aria-labelledby={title('current')}>
        <BasicProfileSectionTitle id={title('current')}>
          {t('basicProfile.parameters.current')}
        </BasicProfileSectionTitle>
        <AsyncBlock
          query={profile}
          section={t('basicProfile.parameters.current')}
          isEmpty={() => false}
          skeletonRows={6}
        >
          {(data) => <ProfileParametersView parameters={data} kind="current" />}
        </AsyncBlock>
      </BasicProfilePanel>
      <BasicProfilePanel aria-labelledby={title('previous')}>
        <BasicProfileSectionTitle id={title('previous')}>
          {t('basicProfile.parameters.previous')}
        </BasicProfileSectionTitle>
        <AsyncBlock
          query={profile}
          section={t('basicProfile.parameters.previous')}
          isEmpty={(data) => data.previous === null}
          emptyDescription={t('basicProfile.parameters.noPrevious')}
          skeletonRows={6}
        >
          {(data) =>
            data.previous ? (
              <ProfileParametersView parameters={data.previous} kind="previous" />
            ) : null
          }
        </AsyncBlock>
      </BasicProfilePanel>
      {/* Not a region of its own: the table's scroll area is already one, named by the same title. */}
      <BasicProfilePanel as="div">
        <BasicProfileSectionTitle>{t('basicProfile.log.title')}</BasicProfileSectionTitle>
        <AsyncBlock
          query={log}
          section={t('basicProfile.log.title')}
          isEmpty={(entries) => entries.length === 0}
          emptyDescription={t('basicProfile.log.empty')}
          skeletonRows={4}
        >
          {(entries) => (
            <OperationLogTable entries={entries} onView={({ entry }) => setViewed(entry)} />
          )}
        </AsyncBlock>
      </BasicProfilePanel>
      <OperationLogDrawer
        entry={viewed}
        onOpenChange={(open) => {
          if (!open) setViewed(null);
        }}
      />
    </BasicProfilePage>
  );
}
