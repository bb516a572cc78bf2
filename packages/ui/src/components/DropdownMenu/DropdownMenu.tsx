import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight } from 'lucide-react';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { SpinIcon } from '../Spin/SpinIcon';
import { Tooltip, type TooltipProps } from '../Tooltip/Tooltip';
import {
  MenuCheckRow,
  MenuLabelRow,
  MenuPanel,
  MenuRow,
  MenuRowLabel,
  MenuSeparatorLine,
  MenuSubPanel,
} from './DropdownMenu.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/* Sub-menus are portalled apart from their menu, so they learn its variant from here. */
const VariantContext = createContext<NonNullable<DropdownMenuProps['variant']>>('actions');

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
  /** Gap between the trigger and the menu, in px. Default 8. */
  sideOffset?: number;
  /** A tooltip on the trigger (its text, side and gap), for a trigger that shows only an icon. */
  tooltip?: Omit<TooltipProps, 'children'>;
  /**
   * `actions` (default): commands and options. `navigation`: the pages of a site menu's dropdown
   * (`DropdownMenuLinkItem`, `DropdownMenuSub`) — rows in the secondary text colour that brighten under the pointer,
   * the current page's (`aria-current="page"`) and the active group's in the primary colour.
   */
  variant?: 'actions' | 'navigation';
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
  sideOffset = 8,
  tooltip,
  variant = 'actions',
  modal = true,
  className,
}: DropdownMenuProps) {
  const portalContainer = usePortalContainer();
  const triggerElement = <Menu.Trigger asChild>{trigger}</Menu.Trigger>;
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      {tooltip ? <Tooltip {...tooltip}>{triggerElement}</Tooltip> : triggerElement}
      <Menu.Portal container={portalContainer}>
        <MenuPanel
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={12}
          className={className}
          data-variant={variant === 'actions' ? undefined : variant}
        >
          <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
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

/** Props of `DropdownMenuLinkItem`, one page of a `navigation` menu. */
export interface DropdownMenuLinkItemProps {
  /**
   * The link: one element that takes a ref and event props (an `<a href>`, a router's link) with the page's text,
   * `aria-current="page"` on the current page. It becomes the `menuitem`, so opening it in a new tab still works.
   */
  children: ReactElement;
  /** Called when the item is chosen; the menu then closes unless `event.preventDefault()`. */
  onSelect?: (event: Event) => void;
}

/** One page of a `DropdownMenu` with `variant="navigation"`: the link itself is the item. */
export function DropdownMenuLinkItem({ children, onSelect }: DropdownMenuLinkItemProps) {
  return (
    <MenuRow as={Menu.Item} asChild onSelect={onSelect}>
      {children}
    </MenuRow>
  );
}

/** Props of `DropdownMenuSub`, a group of items that opens beside its row. */
export interface DropdownMenuSubProps {
  /** The group's text, on its row. */
  label: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Marks the row active (the current page is inside the group); a `navigation` menu draws it in the primary colour. */
  active?: boolean;
  /** The group's items, any kind, sub-menus too. */
  children: ReactNode;
}

/** A row that opens a sub-menu on hover, click or the right arrow key, so nested groups of any depth stay reachable. */
export function DropdownMenuSub({ label, icon, active = false, children }: DropdownMenuSubProps) {
  const portalContainer = usePortalContainer();
  const variant = useContext(VariantContext);
  return (
    <Menu.Sub>
      <MenuRow as={Menu.SubTrigger} {...(active ? { 'data-active': '' } : {})}>
        {icon}
        <MenuRowLabel>{label}</MenuRowLabel>
        <Icon icon={ChevronRight} size={14} />
      </MenuRow>
      <Menu.Portal container={portalContainer}>
        <MenuSubPanel
          sideOffset={4}
          collisionPadding={12}
          data-variant={variant === 'actions' ? undefined : variant}
        >
          {children}
        </MenuSubPanel>
      </Menu.Portal>
    </Menu.Sub>
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
