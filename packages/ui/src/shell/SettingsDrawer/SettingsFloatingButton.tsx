import { Settings } from 'lucide-react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { settingsLocale } from '../../settings/locales';
import { Icon } from '../../components/Icon/Icon';
import { usePortalContainer } from '../../theme/PortalContainer';
import { FloatingButton } from './SettingsDrawer.styles';

/**
 * Props of `SettingsFloatingButton`. Other `<button>` attributes go to the button; its accessible name (translated)
 * and its icon are fixed.
 */
export interface SettingsFloatingButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onClick' | 'children'
> {
  /** Called when the button is pressed; open the `SettingsDrawer` here. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A round button fixed at the bottom right that opens the settings drawer. The console shows it only while the
 * navbar (which holds the usual settings entry) is hidden, so the drawer stays reachable. Like the overlays it sits
 * in the provider's portal container (or <body>), so no filtered or transformed ancestor (colour weak) can make it
 * position against anything but the viewport. Nothing on a server.
 */
export function SettingsFloatingButton({ onClick, ...rest }: SettingsFloatingButtonProps) {
  const { t } = useFeatureTranslation(settingsLocale);
  const portalContainer = usePortalContainer();
  if (typeof document === 'undefined') return null;
  return createPortal(
    <FloatingButton
      label={t('settings.open')}
      icon={<Icon icon={Settings} />}
      variant="primary"
      shape="round"
      aria-haspopup="dialog"
      onClick={onClick}
      {...rest}
    />,
    portalContainer ?? document.body,
  );
}
