import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Icon } from '../../components/Icon/Icon';
import type { MenuItem } from '../menuModel';
import { usePortalContainer } from '../../theme/PortalContainer';
import { menuIconFor } from './menuIcons';
import { entryLink, type MenuContext } from './menuLinks';
import { FlyoutItem, FlyoutSubContent, FlyoutSubTrigger, RowLabel } from './Menu.styles';

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
export function Flyout({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      {children(() => setOpen(false))}
    </DropdownMenu.Root>
  );
}

export function FlyoutEntries({ items, context, close, withIcons = false }: FlyoutEntriesProps) {
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
            {entryLink(item, context, icon, close)}
          </FlyoutItem>
        );
      })}
    </>
  );
}
