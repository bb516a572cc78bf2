import { Briefcase, Building2, CalendarDays, IdCard, MapPin, type LucideIcon } from 'lucide-react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { regionOfArea, type UserAreaCode } from '../userSetting.regions';
import type { UserProfile } from '../../../auth/session';
import { Icon } from '../../../components/Icon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { theme } from '../../../theme/tokens';
import { CertificationTag } from './CertificationTag';
import { UserAvatar } from './UserAvatar';
import { isOneOf } from '../../../components/shared/isOneOf';

export interface UserInfoHeaderProps {
  /** The logged-in user (the session's user record: the debug /api/user/info fields). */
  user: UserProfile;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.xl};
  text-align: center;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
`;

const Name = styled.h1`
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.4;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.xxl};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.color.text2};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

type FactKey = 'accountId' | 'registrationDate' | 'location' | 'job' | 'organization';

/** The job and department codes the library names in both languages; any other is shown as the record names it. */
const KNOWN_JOBS = ['manager', 'operator'] as const;
const KNOWN_ORGANIZATIONS = ['operations', 'production'] as const;

/**
 * Header of the user info page (Arco Pro user info): avatar, name with the certification tag, and the account
 * id, registration date, location, job and organization that the user record has.
 */
export function UserInfoHeader({ user }: UserInfoHeaderProps) {
  const { t } = useFeatureTranslation(userLocale);
  const facts: ReadonlyArray<{ key: FactKey; icon: LucideIcon; value: string | undefined }> = [
    { key: 'accountId', icon: IdCard, value: user.accountId },
    { key: 'registrationDate', icon: CalendarDays, value: user.registrationDate },
    // A known area, job or department is named in the interface language (the record is in the language it was
    // saved in); any other as the record names it.
    {
      key: 'location',
      icon: MapPin,
      value:
        user.location && regionOfArea(user.location)
          ? t(`user.areas.${user.location as UserAreaCode}`)
          : user.locationName,
    },
    {
      key: 'job',
      icon: Briefcase,
      value: isOneOf(KNOWN_JOBS, user.job) ? t(`user.jobs.${user.job}`) : user.jobName,
    },
    {
      key: 'organization',
      icon: Building2,
      value: isOneOf(KNOWN_ORGANIZATIONS, user.organization)
        ? t(`user.organizations.${user.organization}`)
        : user.organizationName,
    },
  ];
  return (
    <Root>
      <UserAvatar name={user.name} src={user.avatar} size="large" />
      <NameRow>
        <Name>{user.name}</Name>
        <CertificationTag certification={user.certification} />
      </NameRow>
      <Facts aria-label={t('user.info.profileLabel')}>
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <li key={fact.key}>
              <Icon icon={fact.icon} />
              <VisuallyHidden>{`${t(`user.info.${fact.key}`)}: `}</VisuallyHidden>
              {fact.value}
            </li>
          ))}
      </Facts>
    </Root>
  );
}
