import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { busyButtonProps } from '../shared/busyButton';
import { SpinIcon } from '../Spin/SpinIcon';
import { ButtonRoot } from './Button.styles';

/**
 * Visual weight of a `Button`: `primary` (filled brand colour, one per view), `secondary` (grey fill, the default),
 * `outline` (thin border), `text` (no fill, for low-emphasis actions in toolbars and cards) or `danger` (red, for
 * destructive actions).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';
/** Height of a `Button`: `small` 28 px, `medium` 32 px (default), `large` 36 px. */
export type ButtonSize = 'small' | 'medium' | 'large';

/**
 * Props of `Button`. Every other `<button>` attribute goes to the element; `type` defaults to `button`, so a button
 * inside a form submits only when given `type="submit"`.
 */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: `primary` for the one main action, `secondary` (filled grey, default) for the rest, `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height 28 / 32 / 36 px. Default `medium`. */
  size?: ButtonSize;
  /**
   * Shows a spinner in place of the icon, sets `aria-busy` and `aria-disabled`, and takes no click (nor the form
   * submit a click would make) until it turns false. Unlike `disabled`, it keeps focus: a keyboard user who pressed
   * it, or whom a closing dialog sends back to it, stays where they were.
   */
  loading?: boolean;
  /** Stretches the button to the full width of its container. */
  block?: boolean;
  /** An icon before the label (e.g. `<Icon icon={Plus} />`). A button with only an icon needs an `aria-label`. */
  icon?: ReactNode;
  /**
   * Renders the single child element (e.g. a router link) with the button's look and props instead of a
   * `<button>`. `loading` and `disabled` then only set the ARIA state; the child must handle them itself.
   */
  asChild?: boolean;
}

/** The product's button: Arco density (32 px, 4 px radius), five variants, loading state and an icon slot. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  loading = false,
  block = false,
  icon,
  asChild = false,
  disabled,
  type,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const iconNode = loading ? <SpinIcon /> : icon;
  const iconOnly = iconNode != null && (children == null || children === false);
  const shared = {
    'data-variant': variant,
    'data-size': size,
    'data-block': block ? 'true' : undefined,
    'data-loading': loading ? 'true' : undefined,
    'data-icon-only': iconOnly ? 'true' : undefined,
    'aria-busy': loading || undefined,
  };

  if (asChild) {
    return (
      <ButtonRoot
        as={Slot}
        {...shared}
        aria-disabled={disabled || loading || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (disabled || loading) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
        {...rest}
      >
        {iconNode}
        <Slottable>{children}</Slottable>
      </ButtonRoot>
    );
  }

  return (
    <ButtonRoot
      {...shared}
      type={type ?? 'button'}
      {...busyButtonProps({ loading, disabled, onClick })}
      {...rest}
    >
      {iconNode}
      {children}
    </ButtonRoot>
  );
}
