import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import type { MyTeam } from '../user.types';
import { AvatarList, AvatarListText } from './LatestActivityList';
import { UserAvatar } from './UserAvatar';

export interface MyTeamListProps {
  /** The rows of /api/user/my-team/list. */
  teams: readonly MyTeam[];
}

/** The teams the user belongs to, with their head count. */
export function MyTeamList({ teams }: MyTeamListProps) {
  const { t } = useFeatureTranslation(userLocale);
  return (
    <AvatarList>
      {teams.map((team) => (
        <li key={team.id}>
          <UserAvatar name={team.name} src={team.avatar} />
          <AvatarListText>
            <strong>{team.name}</strong>
            <span>{t('user.info.teams.members', { number: team.peopleNumber })}</span>
          </AvatarListText>
        </li>
      ))}
    </AvatarList>
  );
}
