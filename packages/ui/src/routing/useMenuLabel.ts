import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { menuLocale } from './locales';

/**
 * Words a menu label key (a route's `menuLabelKey`, a tab's title, a server menu's label) in the interface
 * language; a key that is none of the library's texts shows as written, so a server may also send plain labels.
 */
export function useMenuLabel(): (key: string) => string {
  const { textOrKey } = useFeatureTranslation(menuLocale);
  return textOrKey;
}
