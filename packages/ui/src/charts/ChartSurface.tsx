import { localPoint } from '@visx/event';
import { defaultStyles, TooltipWithBounds } from '@visx/tooltip';
import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { ChartPlot, ChartSurfaceRoot } from './chart.styles';
import { chartColors } from './chartTheme';

export interface ChartSurfaceProps {
  /** Width of the drawing in px (the measured container). */
  width: number;
  /** Height of the drawing in px. */
  height: number;
  /** The chart's description: the accessible name of the drawing. */
  label: string;
  /** Id of the text summary that describes the drawing. */
  describedBy?: string;
  /** How many items (points, bars, slices, axes) pointer and keyboard can pick, by index. */
  count: number;
  /** The item under a pointer position (px inside the surface), or `null` for none. */
  indexAt: (point: { x: number; y: number }) => number | null;
  /** Where an item's tooltip points (px inside the surface). */
  anchorOf: (index: number) => { left: number; top: number };
  /** Renders the tooltip content for the pointed datum. */
  renderTooltip: (index: number) => ReactNode;
  /** The words a screen reader hears when the keyboard moves to an item. */
  announce: (index: number) => string;
  /** The SVG, drawn with the active item (or none) highlighted. */
  children: (active: number | null) => ReactNode;
}

const tooltipStyle = {
  ...defaultStyles,
  background: chartColors.tooltipBackground,
  color: chartColors.tooltipText,
  boxShadow: chartColors.tooltipShadow,
  padding: '8px 12px',
  borderRadius: 4,
  pointerEvents: 'none',
} as const;

/**
 * The interactive part every chart of the kit shares: the drawing as one named image that takes the pointer (the
 * nearest item shows its tooltip) and the keyboard (Tab focuses it, the arrow keys, Home and End move from item to
 * item, each announced politely; Escape closes the tooltip).
 */
export function ChartSurface({
  width,
  height,
  label,
  describedBy,
  count,
  indexAt,
  anchorOf,
  renderTooltip,
  announce,
  children,
}: ChartSurfaceProps) {
  const [active, setActive] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The data may shrink under an open tooltip (a series hidden, a refetch): never point past its end.
  const current = active !== null && active < count ? active : null;

  function moveTo(index: number) {
    setActive(index);
    setAnnouncement(announce(index));
  }

  function handlePointer(event: PointerEvent<HTMLDivElement>) {
    const position = localPoint(event.currentTarget, event);
    if (!position || count === 0) return;
    setActive(indexAt(position));
  }

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    if (count === 0) return;
    const last = count - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = current === null ? 0 : Math.min(last, current + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = current === null ? last : Math.max(0, current - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      case 'Escape':
        setActive(null);
        return;
      default:
        return;
    }
    event.preventDefault();
    moveTo(next);
  }

  const anchor = current === null ? null : anchorOf(current);
  return (
    <ChartPlot style={{ height }}>
      <ChartSurfaceRoot
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={count > 0 ? 0 : undefined}
        onPointerMove={handlePointer}
        onPointerLeave={() => setActive(null)}
        onFocus={() => {
          if (current === null && count > 0) moveTo(0);
        }}
        onBlur={() => {
          setActive(null);
          setAnnouncement('');
        }}
        onKeyDown={handleKey}
        style={{ width, height }}
      >
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          {children(current)}
        </svg>
      </ChartSurfaceRoot>
      {current !== null && anchor ? (
        <TooltipWithBounds top={anchor.top} left={anchor.left} role="tooltip" style={tooltipStyle}>
          {renderTooltip(current)}
        </TooltipWithBounds>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </ChartPlot>
  );
}
