import type { ComponentPropsWithRef, CSSProperties, MouseEvent, ReactNode } from 'react';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { joinIds } from '../shared/joinIds';
import { InputAffix, InputElement, InputWrapper } from './Input.styles';

/**
 * Height of a text field (`Input`, `PasswordInput`, `DatePicker`…): `small` 28 px, `medium` 32 px (default),
 * `large` 36 px.
 */
export type InputSize = 'small' | 'medium' | 'large';

/**
 * Props of `Input`. Every other `<input>` attribute (`name`, `value`, `onChange`, `ref`, `aria-*`) goes to the native
 * input; `className` and `style` too, while `wrapperClassName` and `wrapperStyle` reach the box around it.
 */
export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  /** Icon or text inside the box before the value (e.g. a user icon on the login form). Decorative unless labelled. */
  prefix?: ReactNode;
  /** Icon, text or a small button inside the box after the value. */
  suffix?: ReactNode;
  /** Height 28 / 32 / 36 px. Default `medium`. */
  size?: InputSize;
  /** Class of the outer box (the element that shows hover, focus and error states). */
  wrapperClassName?: string;
  /** Style of the outer box. */
  wrapperStyle?: CSSProperties;
}

/** A press on the box's padding or on a decorative prefix focuses the input, as in Arco; buttons keep their own. */
function focusInputFromBox(event: MouseEvent<HTMLSpanElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('input, button, a, [tabindex]')) return;
  const input = event.currentTarget.querySelector('input');
  if (!input || input.disabled) return;
  event.preventDefault();
  input.focus();
}

/**
 * A filled text input. `ref`, `name`, `onChange` and `onBlur` go to the native `<input>`, so
 * `{...register('field')}` from react-hook-form works as is. Inside a `FormItem` it takes its id, `aria-invalid`
 * and `aria-describedby` from the item; `aria-invalid` switches it to the error look.
 */
export function Input({
  prefix,
  suffix,
  size = 'medium',
  wrapperClassName,
  wrapperStyle,
  id,
  disabled,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-required': ariaRequired,
  ...rest
}: InputProps) {
  const control = useFormItemControl();
  const invalid = ariaInvalid ?? control?.['aria-invalid'];
  const isInvalid =
    invalid === true || invalid === 'true' || invalid === 'grammar' || invalid === 'spelling';
  return (
    <InputWrapper
      className={wrapperClassName}
      style={wrapperStyle}
      data-size={size}
      data-invalid={isInvalid ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
      onMouseDown={focusInputFromBox}
    >
      {prefix != null ? <InputAffix data-slot="prefix">{prefix}</InputAffix> : null}
      <InputElement
        id={id ?? control?.id}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(control?.['aria-describedby'], ariaDescribedBy)}
        aria-required={ariaRequired ?? control?.['aria-required']}
        {...rest}
      />
      {suffix != null ? <InputAffix data-slot="suffix">{suffix}</InputAffix> : null}
    </InputWrapper>
  );
}
