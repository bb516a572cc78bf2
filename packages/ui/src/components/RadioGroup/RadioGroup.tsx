import { Label } from '@radix-ui/react-label';
import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { joinIds } from '../shared/joinIds';
import { RadioButton, RadioCircle, RadioGroupRoot, RadioOptionRow } from './RadioGroup.styles';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  /** The value `onValueChange` receives. */
  value: string;
  /** The option's visible name. */
  label: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/**
 * Props of `RadioGroup`: the options, the chosen value (controlled with `value` or uncontrolled with `defaultValue`)
 * and how the group looks.
 */
export interface RadioGroupProps {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Controlled value (with react-hook-form: `field.value` from a `FormField`). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value (with react-hook-form: `field.onChange`). */
  onValueChange?: (value: string) => void;
  /** `radio` (circles with labels, default) or `button` (Arco's segmented radio buttons). */
  variant?: 'radio' | 'button';
  /** Lays the options out in a row (default) or a column; arrow keys follow either way. */
  orientation?: 'horizontal' | 'vertical';
  /** Height of the `button` variant: 22 / 26 / 30 px inside a 28 / 32 / 36 px track. Default `medium`. */
  size?: 'small' | 'medium' | 'large';
  /** Disables every option. */
  disabled?: boolean;
  /** Name of the native inputs, for a native `<form>` submit. */
  name?: string;
  /** A value is required: announced to assistive technology; validation is the form's. */
  required?: boolean;
  /** Reaches the group element (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLDivElement>;
  /** The group needs a name: `aria-label`, or `aria-labelledby` pointing at a visible heading or legend. */
  'aria-label'?: string;
  /** Id of the element whose text names it. */
  'aria-labelledby'?: string;
  /** Ids of the elements that describe it (help text, error message). */
  'aria-describedby'?: string;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/**
 * A single choice among a few visible options (Radix RadioGroup): Tab enters the group at the chosen option, the
 * arrow keys move and choose. Inside a `FormItem` it takes the item's help or error text as its description.
 */
export function RadioGroup({
  options,
  variant = 'radio',
  orientation = 'horizontal',
  size = 'medium',
  'aria-describedby': ariaDescribedBy,
  className,
  style,
  ...rest
}: RadioGroupProps) {
  const control = useFormItemControl();
  const idPrefix = useId();
  return (
    <RadioGroupRoot
      as={RadioPrimitive.Root}
      orientation={orientation}
      data-orientation={orientation}
      data-variant={variant}
      data-size={size}
      aria-describedby={joinIds(control?.['aria-describedby'], ariaDescribedBy)}
      aria-invalid={control?.['aria-invalid']}
      aria-required={control?.['aria-required']}
      className={className}
      style={style}
      {...rest}
    >
      {options.map((option) =>
        variant === 'button' ? (
          <RadioButton
            as={RadioPrimitive.Item}
            key={option.value}
            value={option.value}
            disabled={option.disabled}
          >
            {option.label}
          </RadioButton>
        ) : (
          <RadioOptionRow key={option.value} data-disabled={option.disabled ? 'true' : undefined}>
            <RadioCircle
              as={RadioPrimitive.Item}
              id={`${idPrefix}-${option.value}`}
              value={option.value}
              disabled={option.disabled}
            >
              <RadioPrimitive.Indicator data-slot="dot" />
            </RadioCircle>
            <Label htmlFor={`${idPrefix}-${option.value}`}>{option.label}</Label>
          </RadioOptionRow>
        ),
      )}
    </RadioGroupRoot>
  );
}
