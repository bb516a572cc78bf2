import { createContext, useContext } from 'react';

/** The props a `FormItem` hands to its control so label, help and error text are wired to it. */
export interface FormItemControlProps {
  /** Id of the control; the item's `<label htmlFor>` points at it. */
  id: string;
  /** Ids of the help or error text, present only while there is such text. */
  'aria-describedby'?: string;
  /** `true` while the item shows an error. */
  'aria-invalid'?: true;
  /** `true` when the item is marked required (a native `required` would trigger browser bubbles). */
  'aria-required'?: true;
}

export const FormItemContext = createContext<FormItemControlProps | null>(null);

/**
 * The control props of the enclosing `FormItem`, or `null` outside one. `Input` and `PasswordInput` read it
 * themselves; call it to wire any other control.
 */
export function useFormItemControl(): FormItemControlProps | null {
  return useContext(FormItemContext);
}
