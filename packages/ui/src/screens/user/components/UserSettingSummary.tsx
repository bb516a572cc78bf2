import type { ReactNode } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import type { UserProfile } from '../../../auth/session';
import { theme } from '../../../theme/tokens';
import { CertificationTag } from './CertificationTag';

export interface UserSettingSummaryProps {
  /** The logged-in user. */
  user: UserProfile;
  /** The avatar with its upload control (`AvatarUpload`), shown at the start. */
  avatar: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space.xxl} ${theme.space.xxxl};
`;

/* Beside the avatar while 280 px are left for the facts; below it (the whole width) otherwise. */
const Facts = styled.dl`
  display: grid;
  flex: 1 1 280px;
  grid-template-columns: repeat(2, minmax(0, max-content));
  gap: ${theme.space.md} ${theme.space.xxxl};
  min-width: 0;
  margin: 0;
  padding-top: ${theme.space.sm};

  @container user-page (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fact = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  min-width: 0;

  & > dt {
    min-width: 96px;
    color: ${theme.color.text3};
  }
  & > dd {
    min-width: 0;
    margin: 0;
    color: ${theme.color.text1};
    overflow-wrap: anywhere;
  }

  /* A phone has no room for a label column: the label goes above its value. */
  @container user-page (max-width: 560px) {
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space.xxs};

    & > dt {
      min-width: 0;
    }
  }
`;

/** The account at the top of the user settings (Arco Pro): avatar, user name, account id, registration date, certification and phone. */
export function UserSettingSummary({ user, avatar }: UserSettingSummaryProps) {
  const { t } = useFeatureTranslation(userLocale);
  const facts: ReadonlyArray<{ key: string; label: string; value: ReactNode }> = [
    { key: 'userName', label: t('user.setting.summary.userName'), value: user.name },
    { key: 'accountId', label: t('user.setting.summary.accountId'), value: user.accountId },
    {
      key: 'certification',
      label: t('user.setting.summary.certification'),
      value: <CertificationTag certification={user.certification} />,
    },
    {
      key: 'registrationDate',
      label: t('user.setting.summary.registrationDate'),
      value: user.registrationDate,
    },
    { key: 'phone', label: t('user.setting.summary.phone'), value: user.phone },
  ];
  return (
    <Root>
      {avatar}
      <Facts>
        {facts.map((fact) => (
          <Fact key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value ?? '—'}</dd>
          </Fact>
        ))}
      </Facts>
    </Root>
  );
}
