import * as ContextMenu from '@radix-ui/react-context-menu';
import {
  ArrowLeftToLine,
  ArrowRightToLine,
  FoldHorizontal,
  ListX,
  RotateCw,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Icon } from '../../components/Icon/Icon';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { tabBarLocale } from './locales';
import {
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../components/DropdownMenu/DropdownMenu';
import { MenuRow, MenuSeparatorLine } from '../../components/DropdownMenu/DropdownMenu.styles';
import type { TabCloseAction } from './tabsStore';

interface ActionItemProps {
  disabled?: boolean;
  onSelect?: (event: Event) => void;
  icon?: ReactNode;
  children: ReactNode;
}

/** The item and separator of the menu the actions render in (a tab's context menu or the "more" dropdown). */
export interface MenuParts {
  Item: ComponentType<ActionItemProps>;
  Separator: ComponentType;
}

/* DropdownMenu cannot open on a right click, so the context menu stays Radix's, in the dropdown's panel and rows. */
function ContextMenuItem({ icon, children, ...rest }: ActionItemProps) {
  return (
    <MenuRow as={ContextMenu.Item} {...rest}>
      <span data-slot="icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </MenuRow>
  );
}

function ContextMenuSeparator() {
  return <MenuSeparatorLine as={ContextMenu.Separator} />;
}

export const contextMenuParts: MenuParts = {
  Item: ContextMenuItem,
  Separator: ContextMenuSeparator,
};
export const dropdownMenuParts: MenuParts = {
  Item: DropdownMenuItem,
  Separator: DropdownMenuSeparator,
};

const closeActions = [
  { action: 'current', labelKey: 'tabBar.actions.closeCurrent', icon: X },
  { action: 'left', labelKey: 'tabBar.actions.closeLeft', icon: ArrowLeftToLine },
  { action: 'right', labelKey: 'tabBar.actions.closeRight', icon: ArrowRightToLine },
  { action: 'others', labelKey: 'tabBar.actions.closeOthers', icon: FoldHorizontal },
  { action: 'all', labelKey: 'tabBar.actions.closeAll', icon: ListX },
] as const satisfies ReadonlyArray<{ action: TabCloseAction; labelKey: string; icon: LucideIcon }>;

export interface TabActionsProps {
  parts: MenuParts;
  /** Whether an action has nothing to do for this tab (its items are disabled). */
  nothingToClose: (action: TabCloseAction) => boolean;
  onReload: () => void;
  onClose: (action: TabCloseAction) => void;
}

/** Reload and the five close actions of one tab, in whichever menu shows them. */
export function TabActions({
  parts: { Item, Separator },
  nothingToClose,
  onReload,
  onClose,
}: TabActionsProps) {
  const { t } = useFeatureTranslation(tabBarLocale);
  return (
    <>
      <Item icon={<Icon icon={RotateCw} />} onSelect={onReload}>
        {t('tabBar.actions.reload')}
      </Item>
      <Separator />
      {closeActions.map(({ action, labelKey, icon }) => (
        <Item
          key={action}
          icon={<Icon icon={icon} />}
          disabled={nothingToClose(action)}
          onSelect={() => onClose(action)}
        >
          {t(labelKey)}
        </Item>
      ))}
    </>
  );
}
