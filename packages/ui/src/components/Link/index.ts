export { Link } from './Link';
export type { LinkProps, LinkOwnProps, AnchorLinkProps, ButtonLinkProps, LinkTone } from './Link';
