import { Smartphone } from 'lucide-react';
import { Icon } from '../Icon/Icon';
import { Input, type InputProps } from './Input';

export type MobileInputProps = Omit<InputProps, 'type' | 'inputMode' | 'maxLength' | 'prefix'>;

/** A mainland mobile-number input: numeric keypad, 11 digits, phone icon (login, re-login, forgot password). */
export function MobileInput(props: MobileInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      prefix={<Icon icon={Smartphone} />}
      {...props}
    />
  );
}
