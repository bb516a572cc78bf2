import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { shellLocale } from '../locales';
import { MENU_WIDTH } from '../../constants';
import { Drawer } from '../../components/Drawer/Drawer';
import { Menu } from './Menu';
import type { MenuProps } from './Menu';

/**
 * Props of `MenuDrawer`: the `Menu` props of a side menu (always expanded, so no `mode` or collapse), plus the
 * drawer's open state.
 */
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
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      width={width}
      // A menu is narrow: on a phone it keeps its width and leaves the mask beside it to tap.
      fullWidthOnPhone={false}
      bodyPadding={false}
      title={t('shell.menu.drawerTitle')}
      closeLabel={t('shell.menu.closeDrawer')}
    >
      <Menu
        {...menuProps}
        width={width}
        mode="vertical"
        onNavigate={(target) => {
          onNavigate(target);
          onOpenChange(false);
        }}
      />
    </Drawer>
  );
}
