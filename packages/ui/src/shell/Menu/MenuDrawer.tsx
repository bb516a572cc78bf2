import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useFeatureTranslation } from '../../i18n/localeBundle';
import { shellLocale } from '../locales';
import { MENU_WIDTH } from '../../constants';
import { Icon } from '../../components/Icon/Icon';
import { Menu } from './Menu';
import type { MenuProps } from './Menu';
import {
  DrawerClose,
  DrawerContent,
  DrawerHeader,
  DrawerOverlay,
  DrawerTitle,
} from './Menu.styles';

export interface MenuDrawerProps extends Omit<
  MenuProps,
  'mode' | 'collapsed' | 'onCollapsedChange'
> {
  /** Whether the drawer is open. The parent owns this state. */
  open: boolean;
  /** Called with `false` when the user dismisses the drawer or picks a page, `true` never (open it yourself). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The side menu in a drawer sliding in from the left, for screens too narrow for the fixed side menu. Picking a
 * page navigates and closes the drawer.
 */
export function MenuDrawer({
  open,
  onOpenChange,
  onNavigate,
  width = MENU_WIDTH,
  ...menuProps
}: MenuDrawerProps) {
  const { t } = useFeatureTranslation(shellLocale);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DrawerOverlay />
        <DrawerContent aria-describedby={undefined} style={{ width }}>
          <DrawerHeader>
            <DrawerTitle>{t('shell.menu.drawerTitle')}</DrawerTitle>
            <DrawerClose aria-label={t('shell.menu.closeDrawer')}>
              <Icon icon={X} size={16} />
            </DrawerClose>
          </DrawerHeader>
          <Menu
            {...menuProps}
            width={width}
            mode="vertical"
            onNavigate={(target) => {
              onNavigate(target);
              onOpenChange(false);
            }}
          />
        </DrawerContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
