import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { commonLocale } from '../../i18n/locales';
import { isLocale, LOCALES } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { componentsLocale } from '../locales';
import {
  DropdownMenu,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../DropdownMenu/DropdownMenu';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';

/** Props of `LanguageSwitch`. */
export interface LanguageSwitchProps {
  /** The trigger's name and tooltip. Default 'Change language' in the interface language. */
  label?: string;
  /** Opens the menu on mount (a trigger that stood in for this one was pressed while it loaded). Default false. */
  defaultOpen?: boolean;
}

/**
 * The interface language (zh-CN / en-US) from a round icon button's menu, as the navbar and the login page offer it;
 * the i18n instance saves the choice.
 */
export function LanguageSwitch({ label, defaultOpen = false }: LanguageSwitchProps) {
  const { t } = useFeatureTranslation(componentsLocale, commonLocale);
  const { locale, setLocale } = useLocale();
  const [open, setOpen] = useState(defaultOpen);
  const name = label ?? t('components.languageSwitch');
  return (
    <DropdownMenu
      // Not modal: in a bar the user moves straight on to the next control.
      modal={false}
      align="end"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <IconButton
          label={name}
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
