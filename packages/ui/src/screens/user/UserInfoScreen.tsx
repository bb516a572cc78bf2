import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { userLocale } from './locales';
import { useSession } from '../../auth/SessionProvider';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { PageGrid } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { LatestActivityList } from './components/LatestActivityList';
import { MyProjectList } from './components/MyProjectList';
import { MyTeamList } from './components/MyTeamList';
import { UserInfoHeader } from './components/UserInfoHeader';
import { UserVisitsList } from './components/UserVisitsList';
import { UserColumn, UserPage } from './user.styles';
import { UserCertificationBlock } from './UserCertificationBlock';
import { UserDataBlock } from './UserDataBlock';

/**
 * User centre → user info (any role): the user's header (from the session's user record, the debug
 * /api/user/info), my projects, latest activity, my teams, visits and the certification. Each block loads on its
 * own and shows its loading, error (with retry), empty or data state.
 */
export function UserInfoScreen() {
  const { t } = useFeatureTranslation(userLocale);
  return (
    <UserPage>
      <Card bordered={false}>
        <UserInfoHeaderBlock />
      </Card>
      {/* Main column (projects, activity) and a wide side column (teams, visits), stacked on narrow screens. */}
      <PageGrid data-side="wide">
        <UserColumn>
          <Card title={t('user.info.projects.title')} bordered={false}>
            <UserDataBlock
              read="myProjects"
              section={t('user.info.projects.title')}
              emptyDescription={t('user.info.projects.empty')}
            >
              {(projects) => <MyProjectList projects={projects} />}
            </UserDataBlock>
          </Card>
          <Card title={t('user.info.activity.title')} bordered={false}>
            <UserDataBlock
              read="latestActivity"
              section={t('user.info.activity.title')}
              emptyDescription={t('user.info.activity.empty')}
              skeletonRows={5}
              skeletonAvatar
            >
              {(activities) => <LatestActivityList activities={activities} />}
            </UserDataBlock>
          </Card>
        </UserColumn>
        <UserColumn>
          <Card title={t('user.info.teams.title')} bordered={false}>
            <UserDataBlock
              read="myTeams"
              section={t('user.info.teams.title')}
              emptyDescription={t('user.info.teams.empty')}
              skeletonAvatar
            >
              {(teams) => <MyTeamList teams={teams} />}
            </UserDataBlock>
          </Card>
          <Card title={t('user.info.visits.title')} bordered={false}>
            <UserDataBlock
              read="visits"
              section={t('user.info.visits.title')}
              emptyDescription={t('user.info.visits.empty')}
              skeletonRows={3}
            >
              {(visits) => <UserVisitsList visits={visits} />}
            </UserDataBlock>
          </Card>
        </UserColumn>
      </PageGrid>
      <Card title={t('user.certification.title')} bordered={false}>
        <UserCertificationBlock />
      </Card>
    </UserPage>
  );
}

/** The header follows the session: a skeleton while the user loads, nothing to show without a user. */
function UserInfoHeaderBlock() {
  const { t } = useFeatureTranslation(userLocale);
  const { status, user } = useSession();
  if (user) return <UserInfoHeader user={user} />;
  return (
    <>
      <VisuallyHidden asChild>
        <h1>{t('user.info.title')}</h1>
      </VisuallyHidden>
      {status === 'loading' ? (
        <Skeleton avatar rows={2} />
      ) : (
        <Empty description={t('user.noUser')} />
      )}
    </>
  );
}
