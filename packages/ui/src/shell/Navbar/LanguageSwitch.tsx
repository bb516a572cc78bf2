import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Languages } from 'lucide-react';
import { useFeatureTranslation } from '../../i18n/localeBundle';
import { navbarLocale } from './locales';
import { Icon } from '../../components/Icon/Icon';
import { isLocale, LOCALES } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { MenuContent, MenuItemIndicator, MenuRadioItem, RoundButton } from './Navbar.styles';
import { Tooltip } from '../../components/Tooltip/Tooltip';

/** The interface language (contract §3: zh-CN / en-US); the i18n instance saves the choice. */
export function LanguageSwitch() {
  const { t } = useFeatureTranslation(navbarLocale);
  const { locale, setLocale } = useLocale();
  const label = t('navbar.language.trigger');
  return (
    <DropdownMenu.Root modal={false}>
      <Tooltip label={label}>
        <DropdownMenu.Trigger asChild>
          <RoundButton type="button" aria-label={label}>
            <Icon icon={Languages} />
          </RoundButton>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={8}>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => {
              if (isLocale(value)) setLocale(value);
            }}
          >
            {LOCALES.map((option) => (
              <MenuRadioItem key={option} value={option} lang={option}>
                {t(`common.languages.${option}`)}
                <MenuItemIndicator>
                  <Icon icon={Check} />
                </MenuItemIndicator>
              </MenuRadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
