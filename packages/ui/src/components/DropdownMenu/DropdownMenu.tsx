import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { SpinIcon } from '../Spin/SpinIcon';
import {
  MenuCheckRow,
  MenuLabelRow,
  MenuPanel,
  MenuRow,
  MenuSeparatorLine,
} from './DropdownMenu.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/** Props of `DropdownMenu`: the trigger, the items and where the menu opens. Uncontrolled unless `open` is passed. */
export interface DropdownMenuProps {
  /** The element that opens the menu: one element that takes a ref (an `IconButton`, a `Button`). */
  trigger: ReactElement;
  /** The items: `DropdownMenuItem`, `DropdownMenuCheckboxItem`, `DropdownMenuRadioGroup`, labels and separators. */
  children: ReactNode;
  /** Controlled open state; pass with `onOpenChange`. */
  open?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Side of the trigger it opens on. Default `bottom`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment against the trigger. Default `start`. */
  align?: 'start' | 'center' | 'end';
  /**
   * Whether the rest of the page is inert while open. Default `true`; pass `false` in bars where the user moves
   * straight on to the next trigger (the navbar).
   */
  modal?: boolean;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
}

/**
 * A menu of actions or options opened from a button (Radix DropdownMenu): arrow keys, type-ahead, Escape, and
 * focus back on the trigger when it closes.
 */
export function DropdownMenu({
  trigger,
  children,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  modal = true,
  className,
}: DropdownMenuProps) {
  const portalContainer = usePortalContainer();
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal container={portalContainer}>
        <MenuPanel
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={12}
          className={className}
        >
          {children}
        </MenuPanel>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** Props of `DropdownMenuItem`, one action (`menuitem`) of a `DropdownMenu`. */
export interface DropdownMenuItemProps {
  /** The item's text. */
  children: ReactNode;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes unless `event.preventDefault()`. */
  onSelect?: (event: Event) => void;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Draws the item in the danger colour, for destructive actions (delete, log out). */
  danger?: boolean;
  /** Turns it off: it cannot be focused or used, and looks so. */
  disabled?: boolean;
  /**
   * Shows a spinner in place of the icon, sets `aria-busy` and disables the item, for an action in flight that
   * keeps the menu open (`event.preventDefault()` in `onSelect`) until it settles.
   */
  loading?: boolean;
  /** Text for type-ahead when `children` is not a plain string. */
  textValue?: string;
}

/** One action of a `DropdownMenu`. */
export function DropdownMenuItem({
  children,
  icon,
  danger = false,
  loading = false,
  disabled,
  ...rest
}: DropdownMenuItemProps) {
  const glyph = loading ? <SpinIcon /> : icon;
  return (
    <MenuRow
      as={Menu.Item}
      data-danger={danger ? 'true' : undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {glyph != null ? (
        <span data-slot="icon" aria-hidden="true">
          {glyph}
        </span>
      ) : null}
      {children}
    </MenuRow>
  );
}

function CheckIndicator() {
  return (
    <Menu.ItemIndicator data-slot="indicator">
      <Icon icon={Check} />
    </Menu.ItemIndicator>
  );
}

/** Props of `DropdownMenuCheckboxItem`, an on/off option; controlled by `checked` and `onCheckedChange`. */
export interface DropdownMenuCheckboxItemProps {
  /** The option's text. */
  children: ReactNode;
  /** Whether the option is on (`menuitemcheckbox`). */
  checked: boolean;
  /** Called with the new state. The menu stays open only if `onSelect` prevents its default. */
  onCheckedChange: (checked: boolean) => void;
  /** Called when the item is chosen; `event.preventDefault()` keeps the menu open. */
  onSelect?: (event: Event) => void;
  /** Turns it off: it cannot be focused or used, and looks so. */
  disabled?: boolean;
}

/** An on/off option of a `DropdownMenu`, with a check mark while on. */
export function DropdownMenuCheckboxItem({ children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <MenuCheckRow as={Menu.CheckboxItem} {...rest}>
      <CheckIndicator />
      {children}
    </MenuCheckRow>
  );
}

/** Props of `DropdownMenuRadioGroup`; controlled: the group holds no choice of its own. */
export interface DropdownMenuRadioGroupProps {
  /** The chosen value. */
  value: string;
  /** Called with the newly chosen value. */
  onValueChange: (value: string) => void;
  /** `DropdownMenuRadioItem`s. */
  children: ReactNode;
}

/** A set of mutually exclusive options of a `DropdownMenu` (language, sort order). */
export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <Menu.RadioGroup {...props} />;
}

/** Props of `DropdownMenuRadioItem`, one choice of a `DropdownMenuRadioGroup`. */
export interface DropdownMenuRadioItemProps {
  /** The value the group receives. */
  value: string;
  /** The option's text (a language's own name, a sort order). */
  children: ReactNode;
  /** Turns it off: it cannot be focused or used, and looks so. */
  disabled?: boolean;
  /** Extra attributes for the row, e.g. `lang` for a language's own name. */
  lang?: string;
}

/** One option of a `DropdownMenuRadioGroup`, with a check mark while chosen (`menuitemradio`). */
export function DropdownMenuRadioItem({ children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <MenuCheckRow as={Menu.RadioItem} {...rest}>
      <CheckIndicator />
      {children}
    </MenuCheckRow>
  );
}

/** A small grey heading over a group of items; not focusable. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <MenuLabelRow>{children}</MenuLabelRow>;
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  return <MenuSeparatorLine />;
}
