import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/Icon/Icon';
import { IconButtonRoot } from '../../../components/IconButton/IconButton.styles';
import { componentsLocale } from '../../../components/locales';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';

const loadLanguageSwitch = () => import('../../../components/LanguageSwitch/LanguageSwitch');
const LanguageSwitch = lazy(() =>
  loadLanguageSwitch().then((module) => ({ default: module.LanguageSwitch })),
);

/**
 * The navbar's language switch on the login and forgot-password pages. The page paints and takes input before its
 * code runs (docs/decisions/023-login-page-paints-before-its-code.md), and the menu with its tooltip is code the
 * first page does not otherwise carry: the page shows a button of the same look, fetches the menu when a pointer or
 * the focus comes to it, and puts the menu in its place, open, once it is pressed.
 */
export function LoginLanguageSwitch() {
  const { t } = useFeatureTranslation(componentsLocale);
  const [pressed, setPressed] = useState(false);
  const label = t('components.languageSwitch');
  const standIn = (
    <IconButtonRoot
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      title={label}
      data-variant="outline"
      data-shape="round"
      data-size="medium"
      onPointerEnter={() => void loadLanguageSwitch()}
      onFocus={() => void loadLanguageSwitch()}
      onClick={() => setPressed(true)}
    >
      <Icon icon={Languages} />
    </IconButtonRoot>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageSwitch defaultOpen />
    </Suspense>
  );
}
