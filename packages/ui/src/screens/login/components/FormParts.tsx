import { Smartphone } from 'lucide-react';
import { Alert, Icon, Input, type InputProps } from '../../../components';
import { ErrorSlot } from './LoginForm.styles';

/** A mainland mobile-number input: numeric keypad, 11 digits, phone icon. */
export function MobileInput(
  props: Omit<InputProps, 'type' | 'inputMode' | 'maxLength' | 'prefix'>,
) {
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

/** The failure of the last call, announced above the submit button; nothing while there is none. */
export function FormErrorAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <ErrorSlot>
      <Alert type="error">{message}</Alert>
    </ErrorSlot>
  );
}
