import type { ReactNode } from 'react';
import type { Role } from '../constants';
import { canAccess } from './access';
import { useSession } from './SessionProvider';

/** Roles an element is shown to; `'*'` admits every logged-in user. */
export type PermissionRoles = readonly (Role | '*')[];

const ROLES_REQUIRED = 'need roles! Like <Permission roles={["admin"]}>';

function assertRoles(roles: unknown): asserts roles is PermissionRoles {
  // contract §5: the permission directive requires an array of roles, otherwise it raises an error. Failing loudly
  // beats silently showing (or hiding) an action to everyone because of a typo like roles="admin".
  if (!Array.isArray(roles)) throw new Error(ROLES_REQUIRED);
}

/**
 * Whether the current user's role is among `roles`. Nobody is admitted without a session. Throws when
 * `roles` is not an array.
 */
export function usePermission(roles: PermissionRoles): boolean {
  assertRoles(roles);
  const { role } = useSession();
  return canAccess({ roles }, role);
}

/** Props of `Permission`: the roles that may see the children, and what the others see instead. */
export interface PermissionProps {
  /** Roles that see the children, e.g. `['admin']`; `'*'` means any logged-in role. Must be an array. */
  roles: PermissionRoles;
  /** Shown instead of the children when the role is not listed. Default: nothing. */
  fallback?: ReactNode;
  /** What only the listed roles see. */
  children?: ReactNode;
}

/**
 * Renders its children only for the listed roles, the React form of the permission directive. It hides
 * elements; it does not protect data — the server must refuse the call as well.
 */
export function Permission({ roles, fallback = null, children }: PermissionProps) {
  return <>{usePermission(roles) ? children : fallback}</>;
}
