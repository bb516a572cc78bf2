import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
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

/** The way the user last acted on the page: a key, or a pointer (mouse, pen, touch). */
let lastInput: 'keyboard' | 'pointer' = 'keyboard';
let listening = false;

function listenForInput(document: Document) {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', () => (lastInput = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

/** A Radix tooltip on one trigger, themed for light and dark. */
export function Tooltip({ label, side = 'bottom', sideOffset = 6, children }: TooltipProps) {
  const portalContainer = usePortalContainer();
  const inside = useContext(InsideProvider);
  const [open, setOpen] = useState(false);
  useEffect(() => listenForInput(document), []);
  // Set while the trigger's focus event runs, so that the open it asks for is known to come from the focus.
  const focusing = useRef(false);
  const tooltip = (
    <TooltipPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        // A tooltip opens on hover and on focus from the keyboard. Focus that a menu or drawer hands back to its
        // trigger as it closes after a click or a tap would leave the tooltip over the page (the phone's menu button
        // over the breadcrumb after each navigation, the language button after a language is picked).
        if (next && focusing.current && lastInput === 'pointer') return;
        setOpen(next);
      }}
    >
      <TooltipPrimitive.Trigger
        asChild
        onFocus={() => {
          focusing.current = true;
          queueMicrotask(() => (focusing.current = false));
        }}
      >
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal container={portalContainer}>
        <TooltipContent side={side} sideOffset={sideOffset} collisionPadding={8}>
          {label}
        </TooltipContent>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return inside ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
