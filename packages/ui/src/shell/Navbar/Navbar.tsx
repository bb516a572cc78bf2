import { Menu as MenuIcon, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { navbarLocale } from './locales';
import { settingsLocale } from '../../settings/locales';
import type { FarmSelection } from '../../auth/auth.api';
import { useClientVariant, useClientVariantTitle } from '../../clientVariants/clientVariant';
import { Icon } from '../../components/Icon/Icon';
import { AvatarMenu } from './AvatarMenu';
import { FarmSwitcher } from './FarmSwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { Brand, Center, NavbarRoot, ProductTitle, Tool, Tools } from './Navbar.styles';
import { IconButton } from '../../components/IconButton/IconButton';
import { TooltipProvider } from '../../components/Tooltip/Tooltip';
import { ThemeToggle } from './ThemeToggle';

/**
 * Props of `Navbar`: the slots the host fills (top menu, message box) and the actions its buttons and menus call.
 * Title, logo, user, farm, language and theme come from the providers.
 */
export interface NavbarProps {
  /** Opens the settings drawer (the gear button). */
  onOpenSettings: () => void;
  /** Opens the navigation menu (e.g. a drawer on mobile); shown as a button before the logo with `showMenuButton`. */
  onOpenMenu?: () => void;
  /** Shows the menu button; needs `onOpenMenu`. Default `true` when `onOpenMenu` is given. */
  showMenuButton?: boolean;
  /** The top menu, in the middle of the bar. */
  topMenu?: ReactNode;
  /** The message box (bell) control, placed between the theme toggle and the settings button. */
  messageBox?: ReactNode;
  /** Ends the session; the logout item shows a pending state until the returned promise settles. */
  onLogout: () => Promise<void> | void;
  /** Opens the user centre; its item in the avatar menu is shown only when this is given. */
  onOpenUserCenter?: () => void;
  /** Opens the user settings; its item in the avatar menu is shown only when this is given. */
  onOpenUserSettings?: () => void;
  /** The session switched farm (new token stored, farm cached); the host reloads the page's data. */
  onFarmChanged?: (event: { farm: FarmSelection }) => void;
}

/**
 * The top bar of the console (Arco Design Pro layout): logo and product title of the client variant on the left,
 * the top menu in the middle, and on the right the farm switcher, language, theme, message box, settings and the
 * avatar menu. On narrow widths (< 768 px of the bar) the title and farm name fold away; every control stays.
 * Needs `PastureProvider` (i18n, session, toasts) and a `SettingsProvider` (theme).
 */
export function Navbar({
  onOpenSettings,
  onOpenMenu,
  showMenuButton = onOpenMenu !== undefined,
  topMenu,
  messageBox,
  onLogout,
  onOpenUserCenter,
  onOpenUserSettings,
  onFarmChanged,
}: NavbarProps) {
  const { t } = useFeatureTranslation(navbarLocale, settingsLocale);
  const variant = useClientVariant();
  const { Logo } = variant;
  const title = useClientVariantTitle();
  const openMenuLabel = t('navbar.openMenu');
  const settingsLabel = t('settings.open');
  return (
    <TooltipProvider>
      <NavbarRoot aria-label={t('navbar.label')}>
        <Brand>
          {showMenuButton && onOpenMenu ? (
            <IconButton
              label={openMenuLabel}
              icon={<Icon icon={MenuIcon} />}
              shape="round"
              tooltip
              onClick={onOpenMenu}
            />
          ) : null}
          <Logo size={32} />
          <ProductTitle>{title}</ProductTitle>
        </Brand>
        <Center>{topMenu}</Center>
        <Tools aria-label={t('navbar.tools')}>
          <Tool>
            <FarmSwitcher onFarmChanged={onFarmChanged} />
          </Tool>
          <Tool>
            <LanguageSwitch />
          </Tool>
          <Tool>
            <ThemeToggle />
          </Tool>
          {messageBox ? <Tool>{messageBox}</Tool> : null}
          <Tool>
            <IconButton
              label={settingsLabel}
              icon={<Icon icon={Settings} />}
              variant="outline"
              shape="round"
              tooltip
              onClick={onOpenSettings}
            />
          </Tool>
          <Tool>
            <AvatarMenu
              onLogout={onLogout}
              onOpenUserCenter={onOpenUserCenter}
              onOpenUserSettings={onOpenUserSettings}
            />
          </Tool>
        </Tools>
      </NavbarRoot>
    </TooltipProvider>
  );
}
