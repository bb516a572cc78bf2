import type { ComponentPropsWithRef, ReactNode } from 'react';
import { busyButtonProps } from '../shared/busyButton';
import { SpinIcon } from '../Spin/SpinIcon';
import { Tooltip, type TooltipProps } from '../Tooltip/Tooltip';
import { IconButtonRoot } from './IconButton.styles';

/**
 * Look of an `IconButton`: `text` (no fill, default), `secondary` (grey fill), `outline` (thin border, as in the
 * navbar) or `primary` (brand colour fill).
 */
export type IconButtonVariant = 'text' | 'secondary' | 'outline' | 'primary';
/** Corners of an `IconButton`: `square` (4 px radius, default) or `round` (a circle). */
export type IconButtonShape = 'square' | 'round';
/** Edge of an `IconButton`: `mini` 24 px, `small` 28 px, `medium` 32 px (default), `large` 36 px. */
export type IconButtonSize = 'mini' | 'small' | 'medium' | 'large';

/**
 * Props of `IconButton`. Other `<button>` attributes go to the element; the name always comes from `label`, so
 * `aria-label` and `children` as the glyph are not accepted.
 */
export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** The accessible name (becomes `aria-label`). Required: the button shows only an icon. */
  label: string;
  /** The glyph, e.g. `<Icon icon={X} />`; decorative, the `label` names the button. */
  icon: ReactNode;
  /** `text` (no fill, default), `secondary` (grey fill), `outline` (thin border, the navbar's) or `primary`. */
  variant?: IconButtonVariant;
  /** `square` (4 px corners, default) or `round`. */
  shape?: IconButtonShape;
  /** Edge 24 / 28 / 32 / 36 px. Default `medium` (32). `mini` keeps a 32 px touch target. */
  size?: IconButtonSize;
  /**
   * Shows a tooltip on hover and keyboard focus: `true` shows the `label`, a node shows that node. The tooltip
   * describes; the button's name stays `label`. Default off.
   */
  tooltip?: boolean | ReactNode;
  /** Side of the button the tooltip opens on. Default `bottom`. */
  tooltipSide?: TooltipProps['side'];
  /**
   * Shows a spinner in place of the icon, sets `aria-busy` and takes no input until it turns false. The colours
   * stay: the button is busy, not unavailable.
   */
  loading?: boolean;
  /** Extra content over the icon, e.g. an unread dot. Decorative. */
  children?: ReactNode;
}

/**
 * A button that shows only an icon: close buttons, toolbar and navbar actions. It always has a name (`label`), and
 * works as a Radix trigger child (`<DropdownMenu trigger={<IconButton … />}>`, `<Dialog.Close asChild>`).
 */
export function IconButton({
  label,
  icon,
  variant = 'text',
  shape = 'square',
  size = 'medium',
  tooltip = false,
  tooltipSide,
  loading = false,
  disabled,
  type,
  children,
  onClick,
  ...rest
}: IconButtonProps) {
  const button = (
    <IconButtonRoot
      type={type ?? 'button'}
      aria-label={label}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-shape={shape}
      data-size={size}
      data-loading={loading ? 'true' : undefined}
      {...busyButtonProps({ loading, disabled, onClick })}
      {...rest}
    >
      {loading ? <SpinIcon /> : icon}
      {children}
    </IconButtonRoot>
  );
  if (tooltip === false || tooltip == null) return button;
  return (
    <Tooltip label={tooltip === true ? label : tooltip} side={tooltipSide}>
      {button}
    </Tooltip>
  );
}
