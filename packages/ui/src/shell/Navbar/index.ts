export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
export { FarmSwitcher } from './FarmSwitcher';
export type { FarmSwitcherProps } from './FarmSwitcher';
export { ThemeToggle } from './ThemeToggle';
export { LanguageSwitch } from './LanguageSwitch';
export { AvatarMenu } from './AvatarMenu';
export type { AvatarMenuProps } from './AvatarMenu';
export { NAVBAR_HEIGHT } from './Navbar.styles';
