import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { navbarLocale } from './locales';
import { LanguageSwitch as LanguageMenu } from '../../components/LanguageSwitch/LanguageSwitch';

/** The interface language (zh-CN / en-US); the i18n instance saves the choice. */
export function LanguageSwitch() {
  const { t } = useFeatureTranslation(navbarLocale);
  return <LanguageMenu label={t('navbar.language.trigger')} />;
}
