import { Languages } from 'lucide-react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { commonLocale } from '../../i18n/locales';
import { navbarLocale } from './locales';
import {
  DropdownMenu,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../../components/DropdownMenu/DropdownMenu';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { isLocale, LOCALES } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';

/** The interface language (zh-CN / en-US); the i18n instance saves the choice. */
export function LanguageSwitch() {
  const { t } = useFeatureTranslation(navbarLocale, commonLocale);
  const { locale, setLocale } = useLocale();
  const label = t('navbar.language.trigger');
  return (
    <DropdownMenu
      // Not modal: in a bar the user moves straight on to the next control.
      modal={false}
      align="end"
      trigger={
        <IconButton
          label={label}
          icon={<Icon icon={Languages} />}
          variant="outline"
          shape="round"
          tooltip
        />
      }
    >
      <DropdownMenuRadioGroup
        value={locale}
        onValueChange={(value) => {
          if (isLocale(value)) setLocale(value);
        }}
      >
        {LOCALES.map((option) => (
          <DropdownMenuRadioItem key={option} value={option} lang={option}>
            {t(`common.languages.${option}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}
