import { useFeatureTranslation } from '../../../../packages/ui/src/i18n';
import { throwawayLocale } from './locales';

export function ThrowawayScreen() {
  const { t } = useFeatureTranslation(throwawayLocale);
  return <h1>{t('throwaway.title')}</h1>;
}
