import * as PopoverPrimitive from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { useId, type CSSProperties, type ReactElement, type ReactNode, type Ref } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, type TooltipProps } from '../Tooltip/Tooltip';
import {
  PopoverArrow,
  PopoverBody,
  PopoverHeader,
  PopoverPanel,
  PopoverTitle,
} from './Popover.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/**
 * Props of `Popover`. Uncontrolled unless `open` is passed. Give it a `title` or an `aria-label` so its dialog has a
 * name.
 */
export interface PopoverProps {
  /** The element that opens the popover: one element that takes a ref (a `Button`, an `IconButton`). */
  trigger: ReactElement;
  /** A heading in the popover; it also names the popover's dialog. */
  title?: ReactNode;
  /** Name of the popover when it has no `title`. */
  'aria-label'?: string;
  /** The popover's body, under the title: text, a short form, details. */
  children?: ReactNode;
  /** Controlled open state; pass with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (trigger, Escape, a click outside, the close button). */
  onOpenChange?: (open: boolean) => void;
  /** Side of the trigger it opens on. Default `bottom`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment against the trigger. Default `center`. */
  align?: 'start' | 'center' | 'end';
  /** Draws a small arrow pointing at the trigger. */
  arrow?: boolean;
  /** Adds a close (×) button in the header. */
  closable?: boolean;
  /** Width in px or any CSS length; never wider than the window. Default: as wide as the content. */
  width?: number | string;
  /** Most height in px or any CSS length; never more than the room on screen. Default: the room on screen. */
  maxHeight?: number | string;
  /**
   * No padding: the content runs edge to edge, the title bar (if any) is ruled off with its own padding, and the body
   * is a column whose parts can scroll on their own (a list between a header and a footer of its own).
   */
  flush?: boolean;
  /** A tooltip on the trigger (its text, side and gap), for a trigger that does not say what it opens. */
  tooltip?: Omit<TooltipProps, 'children'>;
  /** Ref to the popover's panel (the dialog element). */
  contentRef?: Ref<HTMLDivElement>;
  /**
   * Called when the popover opens, before focus moves into it (to its first focusable element, or the panel);
   * `event.preventDefault()` keeps that move, for a popover that focuses something of its own choosing.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** The panel's size custom properties, only those given (the style sheet has the defaults). */
function sizeStyle(
  width: number | string | undefined,
  maxHeight: number | string | undefined,
): CSSProperties | undefined {
  if (width == null && maxHeight == null) return undefined;
  return {
    ...(width != null ? { '--pc-popover-width': cssLength(width) } : {}),
    ...(maxHeight != null ? { '--pc-popover-max-height': cssLength(maxHeight) } : {}),
  } as CSSProperties;
}

/**
 * A non-modal floating panel (Radix Popover, `role="dialog"`) opened from a trigger: filters, a short form, details.
 * Focus moves in when it opens and back to the trigger when it closes; Escape and a click outside close it.
 */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  arrow = false,
  closable = false,
  width,
  maxHeight,
  flush = false,
  tooltip,
  contentRef,
  onOpenAutoFocus,
  className,
}: PopoverProps) {
  const portalContainer = usePortalContainer();
  const { t } = useFeatureTranslation(componentsLocale);
  const titleId = useId();
  const triggerElement = <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>;
  return (
    <PopoverPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {tooltip ? <Tooltip {...tooltip}>{triggerElement}</Tooltip> : triggerElement}
      <PopoverPrimitive.Portal container={portalContainer}>
        <PopoverPanel
          ref={contentRef}
          onOpenAutoFocus={onOpenAutoFocus}
          data-flush={flush ? '' : undefined}
          side={side}
          align={align}
          sideOffset={arrow ? 4 : 8}
          collisionPadding={12}
          className={className}
          style={sizeStyle(width, maxHeight)}
          aria-labelledby={title != null ? titleId : undefined}
          aria-label={title != null ? undefined : ariaLabel}
        >
          {title != null || closable ? (
            <PopoverHeader>
              {title != null ? <PopoverTitle id={titleId}>{title}</PopoverTitle> : <span />}
              {closable ? (
                <PopoverPrimitive.Close asChild>
                  <IconButton label={t('components.close')} icon={<Icon icon={X} />} size="mini" />
                </PopoverPrimitive.Close>
              ) : null}
            </PopoverHeader>
          ) : null}
          <PopoverBody>{children}</PopoverBody>
          {arrow ? <PopoverArrow width={12} height={6} /> : null}
        </PopoverPanel>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
