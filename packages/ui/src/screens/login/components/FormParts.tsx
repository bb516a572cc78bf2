import { Alert } from '../../../components';
import { ErrorSlot } from './LoginForm.styles';

/** The failure of the last call, announced above the submit button; nothing while there is none. */
export function FormErrorAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <ErrorSlot>
      <Alert type="error">{message}</Alert>
    </ErrorSlot>
  );
}
