import { Settings } from 'lucide-react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { settingsLocale } from '../../settings/locales';
import { Icon } from '../../components/Icon/Icon';
import { FloatingButton } from './SettingsDrawer.styles';

export interface SettingsFloatingButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onClick' | 'children'
> {
  /** Called when the button is pressed; open the `SettingsDrawer` here. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A round button fixed at the bottom right that opens the settings drawer. The console shows it only while the
 * navbar (which holds the usual settings entry) is hidden, so the drawer stays reachable (contract §2).
 */
export function SettingsFloatingButton({ onClick, ...rest }: SettingsFloatingButtonProps) {
  const { t } = useFeatureTranslation(settingsLocale);
  return (
    <FloatingButton
      label={t('settings.open')}
      icon={<Icon icon={Settings} />}
      variant="primary"
      shape="round"
      aria-haspopup="dialog"
      onClick={onClick}
      {...rest}
    />
  );
}
