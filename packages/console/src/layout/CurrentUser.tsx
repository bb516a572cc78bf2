import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useSession } from '@pasture/ui';

const Group = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text1};
`;

const Avatar = styled.span`
  display: inline-flex;
  overflow: hidden;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primaryBg};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  overflow: hidden;
  max-width: 160px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Avatar and name of the logged-in user, named 'current user' for assistive technology. */
export function CurrentUser() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Group role="group" aria-label={t('menu.account.currentUser')}>
      <Avatar aria-hidden="true">
        {user.avatar ? <img src={user.avatar} alt="" /> : Array.from(user.name)[0]}
      </Avatar>
      <Name>{user.name}</Name>
    </Group>
  );
}
