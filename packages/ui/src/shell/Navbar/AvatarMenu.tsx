import { LogOut, Settings, Tag, User } from 'lucide-react';
import { useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { navbarLocale } from './locales';
import { useApiClient } from '../../api/ApiProvider';
import { useSession, useSessionStore } from '../../auth/SessionProvider';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../components/DropdownMenu/DropdownMenu';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { useToaster } from '../../components/Toast/ToasterContext';
import type { Role } from '../../constants';
import { AvatarFace, MenuUser } from './Navbar.styles';

/** Props of `AvatarMenu`. The user, role and roles to switch to come from the session; the props are the actions. */
export interface AvatarMenuProps {
  /** Ends the session; the item shows a pending state until the returned promise settles. */
  onLogout: () => Promise<void> | void;
  /** Opens the user centre (`/user/info`). The item is shown only when this is given. */
  onOpenUserCenter?: () => void;
  /** Opens the user settings (`/user/setting`). The item is shown only when this is given. */
  onOpenUserSettings?: () => void;
}

/** The first character of a name (a whole CJK character or surrogate pair, never half of one). */
function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

function Avatar({ name, src }: { name: string; src?: string }) {
  // A broken image URL falls back to the initial rather than the browser's broken-image glyph.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <AvatarFace aria-hidden="true">
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        initialOf(name)
      )}
    </AvatarFace>
  );
}

/**
 * The logged-in user's avatar with the account menu (switch roles, user centre, user settings, logout).
 * Renders nothing while no user is logged in. Switch Roles is offered in debug mode only, where the demo's servers
 * answer as the role switched to; a real server decides the role itself (its login answers the role), so the entry
 * would change nothing there.
 */
export function AvatarMenu({ onLogout, onOpenUserCenter, onOpenUserSettings }: AvatarMenuProps) {
  const { t } = useFeatureTranslation(navbarLocale);
  const { user, role } = useSession();
  const session = useSessionStore();
  const { debug } = useApiClient();
  const toaster = useToaster();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;

  const roleName = (value: Role) => t(`navbar.avatar.roles.${value}`);

  const switchRoles = () => {
    const next: Role = role === 'admin' ? 'user' : 'admin';
    session.setRole(next);
    toaster.show({
      type: 'success',
      message: t('navbar.avatar.roleSwitched', { role: roleName(next) }),
    });
  };

  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
      setOpen(false);
    } catch {
      // The host reports its own failure; the menu stays open so the user can try again.
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <DropdownMenu
      modal={false}
      align="end"
      open={open}
      // A logout in flight keeps the menu open, showing its pending state.
      onOpenChange={(next) => setOpen(next || loggingOut)}
      trigger={
        <IconButton
          label={t('navbar.avatar.trigger', { name: user.name })}
          icon={<Avatar name={user.name} src={user.avatar} />}
          shape="round"
        />
      }
    >
      <MenuUser>
        <strong>{user.name}</strong>
        {role ? <span>{t('navbar.avatar.currentRole', { role: roleName(role) })}</span> : null}
      </MenuUser>
      <DropdownMenuSeparator />
      {debug ? (
        <DropdownMenuItem icon={<Icon icon={Tag} />} disabled={loggingOut} onSelect={switchRoles}>
          {t('navbar.avatar.switchRoles')}
        </DropdownMenuItem>
      ) : null}
      {onOpenUserCenter ? (
        <DropdownMenuItem
          icon={<Icon icon={User} />}
          disabled={loggingOut}
          onSelect={() => onOpenUserCenter()}
        >
          {t('navbar.avatar.userCenter')}
        </DropdownMenuItem>
      ) : null}
      {onOpenUserSettings ? (
        <DropdownMenuItem
          icon={<Icon icon={Settings} />}
          disabled={loggingOut}
          onSelect={() => onOpenUserSettings()}
        >
          {t('navbar.avatar.userSettings')}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem
        icon={<Icon icon={LogOut} />}
        loading={loggingOut}
        onSelect={(event) => {
          // The menu stays open, showing the pending state, until the host has logged out.
          event.preventDefault();
          void logout();
        }}
      >
        {loggingOut ? t('navbar.avatar.loggingOut') : t('navbar.avatar.logout')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
