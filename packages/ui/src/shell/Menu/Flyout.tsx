import { useState, type ReactElement, type ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuLinkItem,
  DropdownMenuSub,
  type DropdownMenuProps,
} from '../../components/DropdownMenu/DropdownMenu';
import { Icon } from '../../components/Icon/Icon';
import type { MenuItem } from '../menuModel';
import { menuIconFor } from './menuIcons';
import { entryLink, type MenuContext } from './menuLinks';

/** Entries of a dropdown or flyout; nested groups open as sub-menus, so any depth stays reachable. */
interface FlyoutEntriesProps {
  items: readonly MenuItem[];
  context: MenuContext;
  /** Closes the whole dropdown; a picked page prevents the click's default, which stops Radix closing it. */
  close: () => void;
  /** Shows each entry's icon: top-level entries that moved into the top menu's "more" keep theirs. */
  withIcons?: boolean;
}

interface FlyoutProps extends Pick<DropdownMenuProps, 'side' | 'align' | 'sideOffset' | 'tooltip'> {
  /** The row's button that opens the flyout. */
  trigger: ReactElement;
  /** The flyout's entries, given the function that closes it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A group's dropdown (the library's DropdownMenu as a navigation menu) whose open state the menu owns, so picking a
 * page (whose click default is prevented to keep the browser from loading it) can close it.
 */
export function Flyout({ trigger, children, ...placement }: FlyoutProps) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu
      variant="navigation"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      {...placement}
    >
      {children(() => setOpen(false))}
    </DropdownMenu>
  );
}

export function FlyoutEntries({ items, context, close, withIcons = false }: FlyoutEntriesProps) {
  return (
    <>
      {items.map((item) => {
        const icon = withIcons ? <Icon icon={menuIconFor(item.icon)} /> : null;
        return item.children ? (
          <DropdownMenuSub
            key={item.key}
            label={context.label(item)}
            icon={icon}
            active={context.activeKeys.has(item.key)}
          >
            <FlyoutEntries items={item.children} context={context} close={close} />
          </DropdownMenuSub>
        ) : (
          <DropdownMenuLinkItem key={item.key}>
            {entryLink(item, context, icon, close)}
          </DropdownMenuLinkItem>
        );
      })}
    </>
  );
}
