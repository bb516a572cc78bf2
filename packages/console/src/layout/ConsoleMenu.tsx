import { useLocation, useNavigate } from 'react-router';
import { buildMenu, Menu, MenuDrawer, useSession, type MenuProps } from '@pasture/ui';
import { useConsoleRouting } from '../router/ConsoleRoutingContext';

/**
 * The menu the current role may see, from the registered route table, wired to the router: the menu's links keep
 * their href (open in a new tab works) and a plain click navigates in place.
 */
function useMenuWiring() {
  const { menu } = useConsoleRouting();
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return {
    // Until the user is known, the smaller set: admin-only entries never flash for a user.
    items: buildMenu({ routes: menu, role: role ?? 'user' }),
    currentPath: pathname,
    onNavigate: ({ path }: { path: string }) => void navigate(path),
  };
}

type ConsoleMenuProps = Omit<MenuProps, 'items' | 'currentPath' | 'onNavigate'>;

export function ConsoleMenu(props: ConsoleMenuProps) {
  return <Menu {...useMenuWiring()} {...props} />;
}

export function ConsoleMenuDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return <MenuDrawer open={open} onOpenChange={onOpenChange} {...useMenuWiring()} />;
}
