import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import {
  useState,
  type CSSProperties,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { Icon } from '../Icon/Icon';
import { joinIds } from '../shared/joinIds';
import { SelectChevron, SelectOptionRow, SelectPopup, SelectTrigger } from './Select.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

/** Height of a `Select`: `small` 28 px, `medium` 32 px (default), `large` 36 px, the same as `Input`. */
export type SelectSize = 'small' | 'medium' | 'large';

/** One choice of a `Select`. */
export interface SelectOption {
  /** The value `onValueChange` receives; must not be `''` (that is the "nothing chosen" value). */
  value: string;
  /** What the list and the closed select show. */
  label: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** Text for type-ahead when `label` is not a plain string. */
  textValue?: string;
}

/**
 * Props of `Select`: the options, the value (controlled with `value` or uncontrolled with `defaultValue`), the
 * trigger's look and the ARIA wiring a `FormItem` otherwise supplies.
 */
export interface SelectProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Controlled value; `''` shows the placeholder (with react-hook-form pass `field.value`). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value (with react-hook-form pass `field.onChange`). */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Height 28 / 32 / 36 px. Default `medium`. */
  size?: SelectSize;
  /** Turns it off: it cannot be focused or used, and looks so. */
  disabled?: boolean;
  /** Name of the hidden native select, for a native `<form>` submit. */
  name?: string;
  /** Native-form validation only; inside a `FormItem` use its `required` (sets `aria-required`). */
  required?: boolean;
  /** Controlled open state of the list. */
  open?: boolean;
  /** Called with the new open state when the user opens or closes it. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the closed select loses focus (react-hook-form's `field.onBlur` marks the field touched). */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** Reaches the trigger button (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLButtonElement>;
  /** Id of the trigger; inside a `FormItem` the item's id is used, so its label names the select. */
  id?: string;
  /** Accessible name, when no visible label names it. */
  'aria-label'?: string;
  /** Id of the element whose text names it. */
  'aria-labelledby'?: string;
  /** Ids of the elements that describe it (help text, error message). */
  'aria-describedby'?: string;
  /** Marks the value as invalid for assistive technology (`FormItem` sets it with an error). */
  'aria-invalid'?: boolean;
  /** Marks the value as required for assistive technology (`FormItem` sets it). */
  'aria-required'?: boolean;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/**
 * A single-choice select on Radix Select: a `combobox` button that opens a `listbox`, with typeahead, arrow keys,
 * Home/End and Escape. Looks like `Input`; inside a `FormItem` it takes the item's id (so the label names it),
 * `aria-describedby`, `aria-invalid` and `aria-required`.
 *
 * @example
 * <FormField control={control} name="area" label="Area">
 *   {({ field: { onChange, ...field } }) => <Select {...field} onValueChange={onChange} options={areas} />}
 * </FormField>
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  size = 'medium',
  disabled,
  name,
  required,
  open,
  onOpenChange,
  onBlur,
  ref,
  id,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  className,
  style,
  ...labelling
}: SelectProps) {
  const portalContainer = usePortalContainer();
  const control = useFormItemControl();
  const invalid = ariaInvalid ?? control?.['aria-invalid'] === true;
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      name={name}
      required={required}
      open={open}
      onOpenChange={(next) => {
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
    >
      <SelectTrigger
        as={SelectPrimitive.Trigger}
        ref={ref}
        id={id ?? control?.id}
        data-size={size}
        className={className}
        style={style}
        // Opening the list moves focus into it; that is not leaving the select (a form would validate mid-choice).
        onBlur={(event) => {
          if (!isOpen) onBlur?.(event);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(control?.['aria-describedby'], ariaDescribedBy)}
        aria-required={ariaRequired ?? control?.['aria-required']}
        {...labelling}
      >
        <SelectPrimitive.Value data-slot="value" placeholder={placeholder} />
        <SelectChevron as={SelectPrimitive.Icon}>
          <Icon icon={ChevronDown} />
        </SelectChevron>
      </SelectTrigger>
      <SelectPrimitive.Portal container={portalContainer}>
        <SelectPopup as={SelectPrimitive.Content} position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport data-slot="viewport">
            {options.map((option) => (
              <SelectOptionRow
                as={SelectPrimitive.Item}
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                textValue={option.textValue}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator data-slot="check">
                  <Icon icon={Check} />
                </SelectPrimitive.ItemIndicator>
              </SelectOptionRow>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPopup>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
