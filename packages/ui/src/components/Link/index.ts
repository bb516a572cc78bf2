export { Link } from './Link';
export type { LinkProps, AnchorLinkProps, ButtonLinkProps, LinkTone } from './Link';
