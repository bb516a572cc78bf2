import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { userLocale } from './locales';
import { CertificationSection } from './components/CertificationSection';
import type { Certification } from './user.types';
import { UserDataBlock } from './UserDataBlock';

export interface UserCertificationBlockProps {
  /** Level of the section's sub-headings (below the card or tab that holds it). Default 3. */
  headingLevel?: 2 | 3 | 4;
}

function hasNoCertification(data: Certification): boolean {
  return data.enterpriseInfo === null && data.record.length === 0;
}

/** The certification of /api/user/certification with its own loading, error and empty states (info and settings). */
export function UserCertificationBlock({ headingLevel }: UserCertificationBlockProps) {
  const { t } = useFeatureTranslation(userLocale);
  return (
    <UserDataBlock
      read="certification"
      section={t('user.certification.title')}
      isEmpty={hasNoCertification}
      emptyDescription={t('user.certification.empty')}
      skeletonRows={6}
    >
      {(certification) => (
        <CertificationSection certification={certification} headingLevel={headingLevel} />
      )}
    </UserDataBlock>
  );
}
