import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { LinkRoot } from './Link.styles';
import { safeHref } from './safeHref';

/** Colour of a `Link`: `primary` (brand colour, default) or `neutral` (grey, for secondary actions). */
export type LinkTone = 'primary' | 'neutral';

/** Props every `Link` takes, whether it renders an anchor or a button. */
export interface LinkOwnProps {
  /** `primary` (brand colour, default) or `neutral` (grey, for secondary actions such as "register account"). */
  tone?: LinkTone;
  /** An icon before the text, e.g. `<Icon icon={ExternalLink} />`. */
  icon?: ReactNode;
  /** Greys the link out and ignores clicks; an anchor loses its `href` so it cannot be followed. */
  disabled?: boolean;
  /** The link text (and any inline content after the icon). */
  children?: ReactNode;
}

/**
 * Props of a `Link` that navigates: an `<a>` (default) or, with `asChild`, the single child element such as a router
 * link. Other `<a>` attributes (`href`, `target`, `rel`) go to the anchor; an unsafe `href` (e.g. `javascript:`) is
 * dropped.
 */
export interface AnchorLinkProps
  extends LinkOwnProps, Omit<ComponentPropsWithRef<'a'>, 'children'> {
  /** Render as an anchor (default). */
  as?: 'a';
  /** Lend the link's look to the single child element instead, e.g. a react-router `<Link>`. */
  asChild?: boolean;
}

/**
 * Props of a `Link` with `as="button"`: a link-looking `<button type="button">` for actions that do not navigate.
 * Other `<button>` attributes go to the button.
 */
export interface ButtonLinkProps
  extends LinkOwnProps, Omit<ComponentPropsWithRef<'button'>, 'children' | 'disabled'> {
  /** Render a `<button type="button">` that looks like a link: for actions that do not navigate. */
  as: 'button';
}

/** Props of `Link`: `AnchorLinkProps` by default, `ButtonLinkProps` with `as="button"`. */
export type LinkProps = AnchorLinkProps | ButtonLinkProps;

/** Text link in the product's primary colour with Arco's soft hover background; an anchor or a link-looking button. */
export function Link(props: LinkProps) {
  if (props.as === 'button') {
    const { as: _as, tone = 'primary', icon, disabled, children, type, ...rest } = props;
    return (
      <LinkRoot as="button" type={type ?? 'button'} data-tone={tone} disabled={disabled} {...rest}>
        {icon}
        {children}
      </LinkRoot>
    );
  }
  const {
    as: _as,
    asChild = false,
    tone = 'primary',
    icon,
    disabled,
    children,
    href,
    onClick,
    ...rest
  } = props;
  const guardedClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  if (asChild) {
    return (
      <LinkRoot
        as={Slot}
        data-tone={tone}
        aria-disabled={disabled || undefined}
        onClick={guardedClick}
        {...rest}
      >
        {icon}
        <Slottable>{children}</Slottable>
      </LinkRoot>
    );
  }
  return (
    <LinkRoot
      data-tone={tone}
      // Only http(s), mailto, tel and relative URLs become links: a `javascript:` one from a server is dropped.
      href={disabled ? undefined : safeHref(href)}
      aria-disabled={disabled || undefined}
      role={disabled ? 'link' : undefined}
      onClick={guardedClick}
      {...rest}
    >
      {icon}
      {children}
    </LinkRoot>
  );
}
