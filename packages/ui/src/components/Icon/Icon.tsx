import type { Ref } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';
import { ICON_STROKE_WIDTH } from '../../constants';

/**
 * Props of `Icon`. Other lucide-react props (`color`, `className`, `aria-*`) go to the `<svg>`; the stroke width is
 * fixed to the product's and cannot be overridden.
 */
export interface IconProps extends Omit<LucideProps, 'strokeWidth' | 'ref'> {
  /** The lucide-react icon to draw, e.g. `icon={Eye}`. */
  icon: LucideIcon;
  /** Edge length in px or any CSS length. Defaults to `1em`, so the icon follows the surrounding text size. */
  size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology; give one only when
   * the icon carries meaning that no nearby text states.
   */
  label?: string;
  /** Reaches the rendered `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

/** A lucide icon drawn with the product's stroke width (stroke 4 on a 48 grid). */
export function Icon({ icon: Glyph, size = '1em', label, ref, ...rest }: IconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true, focusable: false };
  return <Glyph ref={ref} size={size} strokeWidth={ICON_STROKE_WIDTH} {...a11y} {...rest} />;
}
