import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Label } from '@radix-ui/react-label';
import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { CheckboxBox, CheckboxLabel, CheckboxMark, CheckboxRow } from './Checkbox.styles';

/** State of a `Checkbox`: `true` checked, `false` unchecked, `'indeterminate'` partly checked (drawn as a dash). */
export type CheckboxCheckedState = boolean | 'indeterminate';

/**
 * Props of `Checkbox`. Other `<button>` attributes (`id`, `name`, `disabled`, `aria-*`) go to the checkbox itself,
 * not to the row around it.
 */
export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'checked' | 'defaultChecked' | 'onChange' | 'value' | 'type' | 'children'
> {
  /** Controlled state. `'indeterminate'` draws a dash (e.g. a "select all" with some rows selected). */
  checked?: CheckboxCheckedState;
  /** Initial state when uncontrolled. */
  defaultChecked?: CheckboxCheckedState;
  /**
   * Called with the new state. With react-hook-form use a `Controller` and pass `field.onChange` here and
   * `field.value` as `checked`: the Radix checkbox is a button, so `register` cannot read it.
   */
  onCheckedChange?: (checked: CheckboxCheckedState) => void;
  /** The visible label; clicking it toggles the box. Without it give the box an `aria-label`. */
  children?: ReactNode;
  /** Submitted value when the box sits in a native `<form>`. Default `on`. */
  value?: string;
  /** Marks the box as required for native form validation. */
  required?: boolean;
  /** Class of the row that holds box and label. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/** A checkbox (Radix) with its label, in Arco's 14 px size. `ref` reaches the checkbox button. */
export function Checkbox({ id, children, className, style, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <CheckboxRow className={className} style={style} data-disabled={disabled ? 'true' : undefined}>
      <CheckboxBox as={CheckboxPrimitive.Root} id={boxId} disabled={disabled} {...rest}>
        <CheckboxPrimitive.Indicator asChild>
          <CheckboxMark>
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path data-mark="check" d="M2.5 6.2 5 8.6l4.5-5" />
              <path data-mark="dash" d="M3 6h6" />
            </svg>
          </CheckboxMark>
        </CheckboxPrimitive.Indicator>
      </CheckboxBox>
      {children != null ? (
        <CheckboxLabel as={Label} htmlFor={boxId}>
          {children}
        </CheckboxLabel>
      ) : null}
    </CheckboxRow>
  );
}
