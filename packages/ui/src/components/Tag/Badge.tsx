import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { CSSProperties, ReactNode } from 'react';
import { BadgeCount, BadgeRoot } from './Tag.styles';

/** Arco's cap: above it the badge shows "99+". */
export const BADGE_MAX = 99;

/** Props of `Badge`: a count (capped at `max`) or a `dot`, and what assistive technology hears of it. */
export interface BadgeProps {
  /** The number to show. Nothing shows for 0 unless `showZero`, nor for a missing count unless `dot`. */
  count?: number;
  /** Above this the badge shows `max+`. Default 99. */
  max?: number;
  /** Shows a small dot instead of the number (something is new, the amount does not matter). */
  dot?: boolean;
  /** Shows the badge for a count of 0. */
  showZero?: boolean;
  /**
   * What a screen reader hears instead of the bare number (e.g. "5 unread messages"). When the wrapped control
   * already says it in its own name, leave this out and pass `decorative`.
   */
  label?: string;
  /** Hides the badge from assistive technology, for a child whose name already carries the count. */
  decorative?: boolean;
  /** The element the badge sits on (an icon button, an avatar). Without it the badge flows inline. */
  children?: ReactNode;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/** The text a count badge shows: the number, or `max+` above the cap. */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

/** A red count or dot on the corner of its child (unread messages, pending tasks). */
export function Badge({
  count,
  max = BADGE_MAX,
  dot = false,
  showZero = false,
  label,
  decorative = false,
  children,
  className,
  style,
}: BadgeProps) {
  const visible = dot
    ? count == null || count > 0 || showZero
    : count != null && (count > 0 || showZero);
  // A bare dot means nothing to a screen reader, so without a label it is decorative.
  const hidden = decorative || label != null || (dot && label == null);
  return (
    <BadgeRoot
      className={className}
      style={style}
      data-wrapping={children != null ? 'true' : undefined}
    >
      {children}
      {visible ? (
        <>
          <BadgeCount data-dot={dot ? 'true' : undefined} aria-hidden={hidden || undefined}>
            {dot || count == null ? null : badgeText(count, max)}
          </BadgeCount>
          {label != null && !decorative ? <VisuallyHidden>{label}</VisuallyHidden> : null}
        </>
      ) : null}
    </BadgeRoot>
  );
}
