import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { TrendRoot } from './Trend.styles';

export type TrendDirection = 'up' | 'down';

export interface TrendProps {
  /** Which way the figure moved: the arrow and the colour follow (rising red, falling green, contract §10.3). */
  direction: TrendDirection;
  /**
   * Said before the value to screen readers ("Up", "下降"), since the arrow is hidden from them. Leave it out when
   * the visible text already says the direction.
   */
  label?: string;
  /** The change, e.g. "12.5%"; the arrow alone when absent. */
  children?: ReactNode;
  className?: string;
}

/** The direction a figure moved: its change with an arrow, in the one trend colour rule of the console. */
export function Trend({ direction, label, children, className }: TrendProps) {
  return (
    <TrendRoot data-direction={direction} className={className}>
      {label ? <VisuallyHidden>{`${label} `}</VisuallyHidden> : null}
      {children}
      <Icon icon={direction === 'up' ? ArrowUp : ArrowDown} />
    </TrendRoot>
  );
}

/** The direction of a signed change: zero counts as up (nothing fell). */
export function trendOf(change: number): TrendDirection {
  return change < 0 ? 'down' : 'up';
}
