import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';
import type { MyProject } from '../user.types';
import { UserAvatar } from './UserAvatar';

export interface MyProjectListProps {
  /** The rows of /api/user/my-project/list. */
  projects: readonly MyProject[];
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  @container user-page (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container user-page (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Project = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md};
`;

const Name = styled.h3`
  margin: 0;
  overflow: hidden;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Description = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${theme.color.text2};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const People = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};
`;

const Stack = styled.span`
  display: inline-flex;

  & > span {
    border: 2px solid ${theme.color.bg2};
  }
  & > span + span {
    margin-left: -8px;
  }
`;

/** The user's projects as small cards: name, description, the first contributors' avatars and the head count. */
export function MyProjectList({ projects }: MyProjectListProps) {
  const { t } = useFeatureTranslation(userLocale);
  return (
    <Grid>
      {projects.map((project) => (
        <Project key={project.id}>
          <Name>{project.name}</Name>
          <Description>{project.description}</Description>
          <People>
            <Stack
              role="img"
              aria-label={t('user.info.projects.contributors', {
                names: project.contributors.map((person) => person.name).join(', '),
              })}
            >
              {project.contributors.map((person) => (
                <UserAvatar
                  key={person.email}
                  name={person.name}
                  src={person.avatar}
                  size="small"
                />
              ))}
            </Stack>
            <span>{t('user.info.projects.people', { number: project.peopleNumber })}</span>
          </People>
        </Project>
      ))}
    </Grid>
  );
}
