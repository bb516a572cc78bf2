export { Menu, COLLAPSED_MENU_WIDTH } from './Menu';
export type { MenuProps, MenuLinkProps } from './Menu';
export { MenuDrawer } from './MenuDrawer';
export type { MenuDrawerProps } from './MenuDrawer';
export { menuIconFor } from './menuIcons';
