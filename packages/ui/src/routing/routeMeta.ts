import type { icons } from 'lucide-react';
import type { Role } from '../constants';

/** A role a route admits; `'*'` admits every logged-in user. */
export type RouteRole = Role | '*';

/**
 * A lucide icon by its component name (`'LayoutDashboard'`). The table stores the name, not the component, so the
 * data stays serialisable (server menus, tab persistence) and the menu decides how icons are loaded.
 */
export type RouteIconName = keyof typeof icons;

/** One entry of the route table: a page, a group of pages, or an external link. */
export interface RouteMeta {
  /** Unique route name; the guard's redirect, the tab bar and the server menu refer to routes by it. */
  readonly name: string;
  /** Absolute path of the page or group (`/dashboard/workplace`). External links keep a path for identity only. */
  readonly path: string;
  /** Roles allowed to open the route; absent means any logged-in user when `requiresAuth` is set. */
  readonly roles?: readonly RouteRole[];
  /** Whether a token is needed. */
  readonly requiresAuth: boolean;
  /** i18n key of the menu, breadcrumb, tab and document title label; always under `menu.`. */
  readonly menuLabelKey: `menu.${string}`;
  /** Menu icon. Top-level entries carry one; children of a group usually do not. */
  readonly icon?: RouteIconName;
  /** Sort key among top-level entries (product 0, display link 999, demo groups 1001–1009). */
  readonly order?: number;
  /** Template demo pages: left out of the route table when debug is off. */
  readonly debugOnly: boolean;
  /** Registered and reachable, but not listed in the menu. */
  readonly hideInMenu: boolean;
  /** Not kept alive when its tab is left. */
  readonly ignoreCache?: boolean;
  /** Opens this URL in a new window instead of rendering a page. */
  readonly externalUrl?: string;
  /** Pages of a group, in menu order. */
  readonly children?: readonly RouteMeta[];
}

/** Where the external entries of the table point. Configuration, not code: a deployment may override each. */
export interface RouteLinks {
  /** The design-system site (hidden from the menu). */
  readonly designSystem: string;
  /** The design system's FAQ (hidden from the menu). */
  readonly faq: string;
  /** The big-screen display; the entry is left out until a deployment provides a URL. */
  readonly displayBigScreen?: string;
}
