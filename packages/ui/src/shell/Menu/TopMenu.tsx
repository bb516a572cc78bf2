import { ChevronDown, Ellipsis } from 'lucide-react';
import { Icon } from '../../components/Icon/Icon';
import type { MenuItem } from '../menuModel';
import { Flyout, FlyoutEntries } from './Flyout';
import { menuIconFor } from './menuIcons';
import { entryLink, type MenuContext } from './menuLinks';
import { Chevron, MenuRow, RowLabel } from './Menu.styles';
import { TopMenuList, TopMenuNav } from './TopMenu.styles';
import { useMenuOverflow } from './useMenuOverflow';

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
export function TopMenu({ items, context, label, moreLabel }: TopMenuProps) {
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
              <Flyout
                align="start"
                sideOffset={4}
                trigger={
                  <button
                    type="button"
                    {...(context.activeKeys.has(item.key) ? { 'data-active': '' } : {})}
                  >
                    {item.icon ? <Icon icon={menuIconFor(item.icon)} /> : null}
                    <RowLabel>{context.label(item)}</RowLabel>
                    <Chevron>
                      <Icon icon={ChevronDown} size={14} />
                    </Chevron>
                  </button>
                }
              >
                {(close) => (
                  <FlyoutEntries items={item.children ?? []} context={context} close={close} />
                )}
              </Flyout>
            ) : (
              entryLink(item, context, item.icon ? <Icon icon={menuIconFor(item.icon)} /> : null)
            )}
          </MenuRow>
        ))}
        <MenuRow
          data-mode="horizontal"
          data-menu-more=""
          {...(overflow.length === 0 ? { 'data-unused': '', 'aria-hidden': true } : {})}
        >
          <Flyout
            align="end"
            sideOffset={4}
            trigger={
              <button type="button" {...(moreActive ? { 'data-active': '' } : {})}>
                <Icon icon={Ellipsis} />
                <RowLabel>{moreLabel}</RowLabel>
                <Chevron>
                  <Icon icon={ChevronDown} size={14} />
                </Chevron>
              </button>
            }
          >
            {(close) => (
              <FlyoutEntries items={overflow} context={context} close={close} withIcons />
            )}
          </Flyout>
        </MenuRow>
      </TopMenuList>
    </TopMenuNav>
  );
}
