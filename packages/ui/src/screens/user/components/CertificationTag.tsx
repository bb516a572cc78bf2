import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { Tag } from '../../../components/Tag';

export interface CertificationTagProps {
  /** The user record's certification number: above 0 means the account is certified. */
  certification?: number;
}

/** "Certified" (green) or "Not certified" (grey), from the user record's certification number. */
export function CertificationTag({ certification }: CertificationTagProps) {
  const { t } = useFeatureTranslation(userLocale);
  const certified = (certification ?? 0) > 0;
  return (
    <Tag color={certified ? 'success' : 'default'}>
      {certified ? t('user.certified') : t('user.notCertified')}
    </Tag>
  );
}
