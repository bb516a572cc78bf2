import { useLocation, useNavigate } from 'react-router';
import { Menu, MenuDrawer, useSession, useSettings, type MenuProps } from '@pasture/ui';
import { buildMenu, type ServerMenuItem } from '@pasture/ui/internal';
import { useConsoleRouting } from '../router/ConsoleRoutingContext';

/**
 * The menu the current role may see, from the registered route table, wired to the router: the menu's links keep
 * their href (open in a new tab works) and a plain click navigates in place.
 */
function useMenuWiring() {
  const { menu } = useConsoleRouting();
  const { role } = useSession();
  const { menuFromServer, serverMenu } = useSettings();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return {
    // Until the user is known, the smaller set: admin-only entries never flash for a user.
    items: buildMenu({
      routes: menu,
      role: role ?? 'user',
      // contract §4: with menuFromServer on (and the menu loaded) only what the server lists; off restores the local menu.
      serverMenu:
        menuFromServer && serverMenu.length > 0
          ? (serverMenu as readonly ServerMenuItem[])
          : undefined,
    }),
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
