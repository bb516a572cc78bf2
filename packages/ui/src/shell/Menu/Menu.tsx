import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { useMenuLabel } from '../../routing/useMenuLabel';
import { shellLocale } from '../locales';
import { MENU_WIDTH } from '../../constants';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { TooltipProvider } from '../../components/Tooltip/Tooltip';
import { findMenuPath } from '../menuModel';
import type { MenuItem } from '../menuModel';
import { CollapsedEntry } from './CollapsedEntry';
import { defaultRenderLink, type MenuContext, type MenuLinkProps } from './menuLinks';
import { TopMenu } from './TopMenu';
import { VerticalEntries } from './VerticalEntries';
import { MenuFooter, MenuList, MenuNav, MenuScroll } from './Menu.styles';

export type { MenuLinkProps } from './menuLinks';

/** Width of the side menu when collapsed to icons. */
export const COLLAPSED_MENU_WIDTH = 48;

/**
 * Props of `Menu`: the tree, where the user is, the layout (side or top, expanded or collapsed) and how an entry
 * navigates.
 */
export interface MenuProps {
  /** The menu tree, usually from `buildMenu`. */
  items: readonly MenuItem[];
  /** The current location's path; selects its entry and opens the groups above it. */
  currentPath: string;
  /** `vertical` is the side menu; `horizontal` is the top menu whose groups open as dropdowns. */
  mode?: 'vertical' | 'horizontal';
  /** Vertical mode only: show icons alone, labels in tooltips and groups as flyouts. */
  collapsed?: boolean;
  /** Expanded width in px (vertical mode). Defaults to MENU_WIDTH; collapsed it is always 48. */
  width?: number;
  /** Called when the user picks a page (plain click or Enter; modified clicks open a tab natively instead). */
  onNavigate: (target: { path: string }) => void;
  /** When given, a toggle at the bottom of the side menu collapses and expands it. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Renders an entry's link, e.g. as a router link; it must render an anchor receiving every prop given. */
  renderLink?: (link: { item: MenuItem; props: MenuLinkProps }) => ReactElement;
}

function openKeysFor(items: readonly MenuItem[], path: string): string[] {
  return findMenuPath(items, path)
    .filter((item) => item.children)
    .map((item) => item.key);
}

/**
 * The console's navigation menu (Arco look): a side menu with collapsible groups at any depth, an icon-only
 * collapsed side menu with tooltips and flyouts, or a horizontal top menu with dropdowns. Entries are real links,
 * so middle-click and "open in new tab" work; plain clicks go through `onNavigate`.
 */
export function Menu({
  items,
  currentPath,
  mode = 'vertical',
  collapsed = false,
  width = MENU_WIDTH,
  onNavigate,
  onCollapsedChange,
  renderLink = defaultRenderLink,
}: MenuProps) {
  const { t } = useFeatureTranslation(shellLocale);
  const menuLabel = useMenuLabel();
  const chain = findMenuPath(items, currentPath);
  const selected = chain[chain.length - 1];
  const context: MenuContext = {
    selectedKey: selected && !selected.children ? selected.key : undefined,
    activeKeys: new Set(chain.map((item) => item.key)),
    onNavigate,
    renderLink,
    label: (item) => menuLabel(item.labelKey),
    newTabHint: t('shell.menu.opensInNewTab'),
  };

  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(
    () => new Set(openKeysFor(items, currentPath)),
  );
  // Following the location is done while rendering (not in an effect) so the groups are open in the same paint.
  const [followedPath, setFollowedPath] = useState(currentPath);
  if (followedPath !== currentPath) {
    setFollowedPath(currentPath);
    setOpenKeys((previous) => new Set([...previous, ...openKeysFor(items, currentPath)]));
  }
  const setOpen = (key: string, open: boolean) =>
    setOpenKeys((previous) => {
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const navLabel = t('shell.menu.navigation');

  if (mode === 'horizontal') {
    return (
      <TopMenu items={items} context={context} label={navLabel} moreLabel={t('shell.menu.more')} />
    );
  }

  const toggleLabel = collapsed ? t('shell.menu.expand') : t('shell.menu.collapse');
  return (
    <MenuNav
      aria-label={navLabel}
      data-mode="vertical"
      style={{ width: collapsed ? COLLAPSED_MENU_WIDTH : width }}
    >
      <MenuScroll {...(collapsed ? { 'data-collapsed': '' } : {})}>
        {collapsed ? (
          <TooltipProvider delayDuration={150}>
            <MenuList>
              {items.map((item) => (
                <CollapsedEntry key={item.key} item={item} context={context} />
              ))}
            </MenuList>
          </TooltipProvider>
        ) : (
          <VerticalEntries
            items={items}
            depth={0}
            context={context}
            openKeys={openKeys}
            setOpen={setOpen}
          />
        )}
      </MenuScroll>
      {onCollapsedChange ? (
        <MenuFooter {...(collapsed ? { 'data-collapsed': '' } : {})}>
          <IconButton
            label={toggleLabel}
            icon={<Icon icon={collapsed ? PanelLeftOpen : PanelLeftClose} />}
            variant="secondary"
            size="mini"
            title={toggleLabel}
            onClick={() => onCollapsedChange(!collapsed)}
          />
        </MenuFooter>
      ) : null}
    </MenuNav>
  );
}
