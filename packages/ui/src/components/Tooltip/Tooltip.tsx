import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { TooltipContent } from './Tooltip.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/** Hover delay before a tooltip shows, in ms. */
export const TOOLTIP_DELAY_MS = 300;

// Named in React's devtools. Not as a `displayName` statement: react-docgen-typescript then took the context for the
// file's only component, and Tooltip's docs page had no props table.
const InsideProvider = Object.assign(createContext(false), {
  displayName: 'TooltipInsideProvider',
});

/** Props of `TooltipProvider`: the shared hover delay and the tooltips it groups. */
export interface TooltipProviderProps {
  /** Hover delay of the tooltips inside, in ms. Default `TOOLTIP_DELAY_MS`. */
  delayDuration?: number;
  /** The tooltips (and their triggers) that share the delay. */
  children?: ReactNode;
}

/**
 * Groups tooltips (a toolbar, a collapsed menu): once one has shown, moving to the next shows it at once. Optional —
 * a `Tooltip` outside any provider brings its own.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  children,
}: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

/** Props of `Tooltip`: the text and where it shows, around its single trigger child. */
export interface TooltipProps {
  /** The text shown on hover and keyboard focus. It describes; the trigger still needs its own accessible name. */
  label: ReactNode;
  /** Side of the trigger the tooltip opens on. Default `bottom`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Gap between trigger and tooltip, in px. Default 6. */
  sideOffset?: number;
  /** The trigger: one element that takes a ref and event props (a button, or a Radix trigger with `asChild`). */
  children: ReactElement;
}

/** A Radix tooltip on one trigger, themed for light and dark. */
export function Tooltip({ label, side = 'bottom', sideOffset = 6, children }: TooltipProps) {
  const portalContainer = usePortalContainer();
  const inside = useContext(InsideProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal container={portalContainer}>
        <TooltipContent side={side} sideOffset={sideOffset} collisionPadding={8}>
          {label}
        </TooltipContent>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return inside ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
