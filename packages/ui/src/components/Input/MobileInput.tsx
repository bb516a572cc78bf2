import { Smartphone } from 'lucide-react';
import type { ClipboardEvent } from 'react';
import { MOBILE_INPUT_MAX, normalizeMobile } from '../../auth/credentials';
import { Icon } from '../Icon/Icon';
import { Input, type InputProps } from './Input';

export type MobileInputProps = Omit<InputProps, 'type' | 'inputMode' | 'maxLength' | 'prefix'>;

/**
 * Puts a pasted mobile number in tidied (`+86 139-1234-5678` → `13912345678`), in place of the selection, as a
 * typed one would be. Done here and not by `maxLength`, which would cut such a paste to its first characters.
 */
function pasteTidied(event: ClipboardEvent<HTMLInputElement>) {
  const pasted = event.clipboardData.getData('text');
  const mobile = normalizeMobile(pasted);
  if (mobile === pasted) return;
  event.preventDefault();
  const input = event.currentTarget;
  const { value } = input;
  const start = input.selectionStart ?? value.length;
  const end = input.selectionEnd ?? value.length;
  // Through the prototype's setter, as the browser sets a typed value: React's own record of the value is left
  // behind, so the input event below reaches onChange (and react-hook-form) as typing would.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
    input,
    value.slice(0, start) + mobile + value.slice(end),
  );
  input.setSelectionRange(start + mobile.length, start + mobile.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A mainland mobile-number input: numeric keypad, phone icon (login, re-login, forgot password). A pasted number is
 * tidied as it lands (blanks, dashes and the `+86` / `0086` country code dropped); forms check the tidied number
 * (`normalizeMobile`) against the 11-digit rule, so a number typed with spaces is accepted too.
 */
export function MobileInput({ onPaste, ...props }: MobileInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={MOBILE_INPUT_MAX}
      prefix={<Icon icon={Smartphone} />}
      onPaste={(event) => {
        onPaste?.(event);
        if (!event.defaultPrevented) pasteTidied(event);
      }}
      {...props}
    />
  );
}
