import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';
import type { LatestActivity } from '../user.types';
import { UserAvatar } from './UserAvatar';

export interface LatestActivityListProps {
  /** The rows of /api/user/latest-activity, newest first. */
  activities: readonly LatestActivity[];
}

/** A list of people or things with an avatar, a title and a line under it (activity, teams). */
export const AvatarList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: ${theme.space.md};
    padding: ${theme.space.md} 0;
  }
  & > li + li {
    border-top: 1px solid ${theme.color.border2};
  }
`;

export const AvatarListText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;

  & > strong {
    color: ${theme.color.text1};
    font-weight: ${theme.font.weight.medium};
  }
  & > span {
    color: ${theme.color.text2};
    font-size: ${theme.font.size.sm};
  }
`;

/** What the user did lately: avatar, what happened and a detail line. */
export function LatestActivityList({ activities }: LatestActivityListProps) {
  return (
    <AvatarList>
      {activities.map((activity) => (
        <li key={activity.id}>
          <UserAvatar name={activity.title} src={activity.avatar} />
          <AvatarListText>
            <strong>{activity.title}</strong>
            <span>{activity.description}</span>
          </AvatarListText>
        </li>
      ))}
    </AvatarList>
  );
}
