import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { ExternalLink } from 'lucide-react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Icon } from '../../components/Icon/Icon';
import type { MenuItem } from '../menuModel';
import { ExternalMark, RowLabel } from './Menu.styles';

/** Props the menu gives to a link it renders; spread them onto an anchor (or a router link rendering one). */
export interface MenuLinkProps {
  /** Where the entry leads. */
  href: string;
  /** Called on click, before the link navigates (call `preventDefault` to keep the page). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Browsing context for the link (`_blank` for an external page). */
  target?: '_blank';
  /** Relationship of the linked page (`noopener noreferrer` for an external page). */
  rel?: string;
  /** Marks the entry of the current page (`page`). */
  'aria-current'?: 'page';
  /** Set on the entry of the current page, for styling. */
  'data-active'?: '';
  /** The entry's icon and label; render them inside the anchor. */
  children: ReactNode;
}

/** Renders an entry's link; it must render an anchor receiving every prop given. */
export type RenderMenuLink = (link: { item: MenuItem; props: MenuLinkProps }) => ReactElement;

export const defaultRenderLink: RenderMenuLink = ({ props }) => <a {...props} />;

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** What every entry of every menu form needs: where the user is, how to navigate and label, how to link. */
export interface MenuContext {
  selectedKey: string | undefined;
  activeKeys: ReadonlySet<string>;
  onNavigate: (target: { path: string }) => void;
  renderLink: RenderMenuLink;
  label: (item: MenuItem) => string;
  newTabHint: string;
}

/** The anchor props of an entry: internal pages navigate through `onNavigate`, external ones open a new tab. */
export function linkProps(
  item: MenuItem,
  context: MenuContext,
  content: ReactNode,
  afterNavigate?: () => void,
): MenuLinkProps {
  if (item.externalUrl !== undefined) {
    return {
      href: item.externalUrl,
      target: '_blank',
      rel: 'noopener noreferrer',
      children: (
        <>
          {content}
          <VisuallyHidden>{context.newTabHint}</VisuallyHidden>
          <ExternalMark>
            <Icon icon={ExternalLink} size={12} />
          </ExternalMark>
        </>
      ),
    };
  }
  const current = item.key === context.selectedKey;
  return {
    href: item.path,
    onClick: (event) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      event.preventDefault();
      context.onNavigate({ path: item.path });
      afterNavigate?.();
    },
    ...(current ? { 'aria-current': 'page' as const } : {}),
    children: content,
  };
}

/** An entry as a link: its icon (or none) and its label, through the host's `renderLink`. */
export function entryLink(
  item: MenuItem,
  context: MenuContext,
  icon: ReactNode,
  afterNavigate?: () => void,
): ReactElement {
  return context.renderLink({
    item,
    props: linkProps(
      item,
      context,
      <>
        {icon}
        <RowLabel>{context.label(item)}</RowLabel>
      </>,
      afterNavigate,
    ),
  });
}
