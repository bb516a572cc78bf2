import * as Collapsible from '@radix-ui/react-collapsible';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  ChevronDown,
  ChevronRight,
  Ellipsis,
  ExternalLink,
  PanelLeftClose,
  PanelLeftOpen,
} from 'lucide-react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { useMenuLabel } from '../../routing/useMenuLabel';
import { shellLocale } from '../locales';
import { MENU_WIDTH } from '../../constants';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { Tooltip, TooltipProvider } from '../../components/Tooltip/Tooltip';
import { findMenuPath } from '../menuModel';
import type { MenuItem } from '../menuModel';
import { menuIconFor } from './menuIcons';
import { TopMenuList, TopMenuNav } from './TopMenu.styles';
import { useMenuOverflow } from './useMenuOverflow';
import {
  Chevron,
  ExternalMark,
  FlyoutContent,
  FlyoutItem,
  FlyoutLabel,
  FlyoutSubContent,
  FlyoutSubTrigger,
  MenuFooter,
  MenuList,
  MenuNav,
  MenuRow,
  MenuScroll,
  RowLabel,
} from './Menu.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/** Width of the side menu when collapsed to icons. */
export const COLLAPSED_MENU_WIDTH = 48;

/** Props the menu gives to a link it renders; spread them onto an anchor (or a router link rendering one). */
export interface MenuLinkProps {
  /** Where the entry leads. */
  href: string;
  /** Called on click, before the link navigates (call `preventDefault` to keep the page). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Browsing context for the link (`_blank` for an external page). */
  target?: '_blank';
  /** Relationship of the linked page (`noopener noreferrer` for an external page). */
  rel?: string;
  /** Marks the entry of the current page (`page`). */
  'aria-current'?: 'page';
  /** Set on the entry of the current page, for styling. */
  'data-active'?: '';
  /** The entry's icon and label; render them inside the anchor. */
  children: ReactNode;
}

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

const defaultRenderLink: NonNullable<MenuProps['renderLink']> = ({ props }) => <a {...props} />;

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

interface MenuContext {
  selectedKey: string | undefined;
  activeKeys: ReadonlySet<string>;
  onNavigate: MenuProps['onNavigate'];
  renderLink: NonNullable<MenuProps['renderLink']>;
  label: (item: MenuItem) => string;
  newTabHint: string;
}

/** The anchor props of an entry: internal pages navigate through `onNavigate`, external ones open a new tab. */
function linkProps(
  item: MenuItem,
  context: MenuContext,
  content: ReactNode,
  afterNavigate?: () => void,
): MenuLinkProps {
  if (item.externalUrl !== undefined) {
    return {
      href: item.externalUrl,
      target: '_blank',
      rel: 'noopener noreferrer',
      children: (
        <>
          {content}
          <VisuallyHidden>{context.newTabHint}</VisuallyHidden>
          <ExternalMark>
            <Icon icon={ExternalLink} size={12} />
          </ExternalMark>
        </>
      ),
    };
  }
  const current = item.key === context.selectedKey;
  return {
    href: item.path,
    onClick: (event) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      event.preventDefault();
      context.onNavigate({ path: item.path });
      afterNavigate?.();
    },
    ...(current ? { 'aria-current': 'page' as const } : {}),
    children: content,
  };
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

interface TopMenuProps {
  items: readonly MenuItem[];
  context: MenuContext;
  label: string;
  moreLabel: string;
}

/**
 * The horizontal top menu (Arco's horizontal menu): top-level entries in a row, groups opening as dropdowns, and
 * whatever does not fit the room the navbar leaves moved, from the end, into a "more" dropdown — measured from the
 * entries' real widths in the current language, again whenever the room or a label changes. "More" is marked
 * active while the current page is inside it.
 */
function TopMenu({ items, context, label, moreLabel }: TopMenuProps) {
  const portalContainer = usePortalContainer();
  const { listRef, visibleCount } = useMenuOverflow<HTMLUListElement>(
    items.map((item) => item.key),
  );
  const overflow = items.slice(visibleCount);
  const moreActive = overflow.some((item) => context.activeKeys.has(item.key));
  return (
    <TopMenuNav aria-label={label}>
      <TopMenuList ref={listRef}>
        {items.map((item, index) => (
          <MenuRow
            key={item.key}
            data-mode="horizontal"
            data-menu-entry=""
            {...(index >= visibleCount ? { 'data-overflowed': '', 'aria-hidden': true } : {})}
          >
            {item.children ? (
              <Flyout>
                {(close) => (
                  <>
                    <DropdownMenu.Trigger
                      {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
                    >
                      {item.icon ? <Icon icon={menuIconFor(item.icon)} /> : null}
                      <RowLabel>{context.label(item)}</RowLabel>
                      <Chevron>
                        <Icon icon={ChevronDown} size={14} />
                      </Chevron>
                    </DropdownMenu.Trigger>
                    <DropdownMenu.Portal container={portalContainer}>
                      <FlyoutContent align="start" sideOffset={4}>
                        <FlyoutEntries
                          items={item.children ?? []}
                          context={context}
                          close={close}
                        />
                      </FlyoutContent>
                    </DropdownMenu.Portal>
                  </>
                )}
              </Flyout>
            ) : (
              context.renderLink({
                item,
                props: linkProps(
                  item,
                  context,
                  <>
                    {item.icon ? <Icon icon={menuIconFor(item.icon)} /> : null}
                    <RowLabel>{context.label(item)}</RowLabel>
                  </>,
                ),
              })
            )}
          </MenuRow>
        ))}
        <MenuRow
          data-mode="horizontal"
          data-menu-more=""
          {...(overflow.length === 0 ? { 'data-unused': '', 'aria-hidden': true } : {})}
        >
          <Flyout>
            {(close) => (
              <>
                <DropdownMenu.Trigger {...(moreActive ? { 'data-active': '' } : {})}>
                  <Icon icon={Ellipsis} />
                  <RowLabel>{moreLabel}</RowLabel>
                  <Chevron>
                    <Icon icon={ChevronDown} size={14} />
                  </Chevron>
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal container={portalContainer}>
                  <FlyoutContent align="end" sideOffset={4}>
                    <FlyoutEntries items={overflow} context={context} close={close} withIcons />
                  </FlyoutContent>
                </DropdownMenu.Portal>
              </>
            )}
          </Flyout>
        </MenuRow>
      </TopMenuList>
    </TopMenuNav>
  );
}

/** Indentation of a row: the top level aligns icons, deeper levels line labels up under the parent's label. */
function indent(depth: number): string {
  return depth === 0 ? '12px' : `${44 + (depth - 1) * 20}px`;
}

interface VerticalEntriesProps {
  items: readonly MenuItem[];
  depth: number;
  context: MenuContext;
  openKeys: ReadonlySet<string>;
  setOpen: (key: string, open: boolean) => void;
}

function VerticalEntries({ items, depth, context, openKeys, setOpen }: VerticalEntriesProps) {
  return (
    <MenuList>
      {items.map((item) => {
        const icon = depth === 0 ? <Icon icon={menuIconFor(item.icon)} /> : null;
        if (!item.children) {
          return (
            <MenuRow key={item.key} style={{ ['--row-indent' as string]: indent(depth) }}>
              {context.renderLink({
                item,
                props: linkProps(
                  item,
                  context,
                  <>
                    {icon}
                    <RowLabel>{context.label(item)}</RowLabel>
                  </>,
                ),
              })}
            </MenuRow>
          );
        }
        return (
          <Collapsible.Root
            key={item.key}
            asChild
            open={openKeys.has(item.key)}
            onOpenChange={(open) => setOpen(item.key, open)}
          >
            <MenuRow style={{ ['--row-indent' as string]: indent(depth) }}>
              <Collapsible.Trigger
                {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
              >
                {icon}
                <RowLabel>{context.label(item)}</RowLabel>
                <Chevron>
                  <Icon icon={ChevronDown} size={14} />
                </Chevron>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <VerticalEntries
                  items={item.children}
                  depth={depth + 1}
                  context={context}
                  openKeys={openKeys}
                  setOpen={setOpen}
                />
              </Collapsible.Content>
            </MenuRow>
          </Collapsible.Root>
        );
      })}
    </MenuList>
  );
}

function CollapsedEntry({ item, context }: { item: MenuItem; context: MenuContext }) {
  const portalContainer = usePortalContainer();
  const label = context.label(item);
  const glyph = <Icon icon={menuIconFor(item.icon)} />;
  if (!item.children) {
    return (
      <MenuRow data-collapsed="">
        <Tooltip label={label} side="right" sideOffset={8}>
          {context.renderLink({
            item,
            props: linkProps(
              item,
              context,
              <>
                {glyph}
                <VisuallyHidden>{label}</VisuallyHidden>
              </>,
            ),
          })}
        </Tooltip>
      </MenuRow>
    );
  }
  return (
    <MenuRow data-collapsed="">
      <Flyout>
        {(close) => (
          <>
            <Tooltip label={label} side="right" sideOffset={8}>
              <DropdownMenu.Trigger
                {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
              >
                {glyph}
                <VisuallyHidden>{label}</VisuallyHidden>
              </DropdownMenu.Trigger>
            </Tooltip>
            <DropdownMenu.Portal container={portalContainer}>
              <FlyoutContent side="right" align="start" sideOffset={8}>
                <FlyoutLabel>{label}</FlyoutLabel>
                <FlyoutEntries items={item.children ?? []} context={context} close={close} />
              </FlyoutContent>
            </DropdownMenu.Portal>
          </>
        )}
      </Flyout>
    </MenuRow>
  );
}

/** Entries of a dropdown or flyout; nested groups open as sub-menus, so any depth stays reachable. */
interface FlyoutEntriesProps {
  items: readonly MenuItem[];
  context: MenuContext;
  /** Closes the whole dropdown; a picked page prevents the click's default, which stops Radix closing it. */
  close: () => void;
  /** Shows each entry's icon: top-level entries that moved into the top menu's "more" keep theirs. */
  withIcons?: boolean;
}

/**
 * A dropdown root whose open state the menu owns, so picking a page (whose click default is prevented to keep
 * the browser from loading it) can close it.
 */
function Flyout({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      {children(() => setOpen(false))}
    </DropdownMenu.Root>
  );
}

function FlyoutEntries({ items, context, close, withIcons = false }: FlyoutEntriesProps) {
  const portalContainer = usePortalContainer();
  return (
    <>
      {items.map((item) => {
        const icon = withIcons ? <Icon icon={menuIconFor(item.icon)} /> : null;
        return item.children ? (
          <DropdownMenu.Sub key={item.key}>
            <FlyoutSubTrigger {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}>
              {icon}
              <RowLabel>{context.label(item)}</RowLabel>
              <Icon icon={ChevronRight} size={14} />
            </FlyoutSubTrigger>
            <DropdownMenu.Portal container={portalContainer}>
              <FlyoutSubContent sideOffset={4}>
                <FlyoutEntries items={item.children} context={context} close={close} />
              </FlyoutSubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        ) : (
          <FlyoutItem key={item.key} asChild>
            {context.renderLink({
              item,
              props: linkProps(
                item,
                context,
                <>
                  {icon}
                  <RowLabel>{context.label(item)}</RowLabel>
                </>,
                close,
              ),
            })}
          </FlyoutItem>
        );
      })}
    </>
  );
}
