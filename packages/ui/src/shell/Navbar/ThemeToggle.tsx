import { Moon, Sun } from 'lucide-react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { navbarLocale } from './locales';
import { Icon } from '../../components/Icon/Icon';
import { useSettings, useSettingsStore } from '../../settings/SettingsProvider';
import { IconButton } from '../../components/IconButton/IconButton';

/**
 * Light ⇄ dark. Writes `settings.theme`; the host passes that to `PastureProvider mode`, which puts it on the
 * provider's root and portal container (and on `<body data-theme>` with `globalStyle`). The icon shows the current
 * theme (sun: light, moon: dark); the name says what a press
 * switches to. Needs a `SettingsProvider`.
 */
export function ThemeToggle() {
  const { t } = useFeatureTranslation(navbarLocale);
  const { theme } = useSettings();
  const store = useSettingsStore();
  const label = theme === 'dark' ? t('navbar.theme.toLight') : t('navbar.theme.toDark');
  return (
    <IconButton
      label={label}
      icon={<Icon icon={theme === 'dark' ? Moon : Sun} />}
      variant="outline"
      shape="round"
      tooltip
      onClick={() => store.update({ theme: theme === 'dark' ? 'light' : 'dark' })}
    />
  );
}
