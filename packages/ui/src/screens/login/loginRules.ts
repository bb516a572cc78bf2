import type { FieldErrors, Resolver } from 'react-hook-form';
import { MOBILE_PATTERN, normalizeMobile } from '../../auth/credentials';

/** The login form's values (the same shape as `loginSchema`'s). */
export interface LoginFormValues {
  username: string;
  mobile: string;
  password: string;
  rememberPassword: 'on' | 'off';
}

type LoginErrorKey =
  | 'login.errors.usernameRequired'
  | 'login.errors.mobileRequired'
  | 'login.errors.mobileInvalid'
  | 'login.errors.passwordRequired';

/**
 * The rules of `loginSchema` without yup: the login page is the first page, and yup with its helpers
 * is ~13 kB gz it would carry for four rules. Messages
 * are i18n keys, as in the schema; `login.schema.test.ts` holds both to the same cases.
 */
export function loginErrors(
  values: Partial<Record<keyof LoginFormValues, unknown>>,
): Partial<Record<keyof LoginFormValues, LoginErrorKey>> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const errors: Partial<Record<keyof LoginFormValues, LoginErrorKey>> = {};
  if (!text(values.username).trim()) errors.username = 'login.errors.usernameRequired';
  const mobile = normalizeMobile(text(values.mobile));
  if (!mobile) errors.mobile = 'login.errors.mobileRequired';
  else if (!MOBILE_PATTERN.test(mobile)) errors.mobile = 'login.errors.mobileInvalid';
  if (!text(values.password)) errors.password = 'login.errors.passwordRequired';
  return errors;
}

/** The values the form submits once its rules pass: the username trimmed, the mobile tidied. */
export function tidyLogin(values: LoginFormValues): LoginFormValues {
  return { ...values, username: values.username.trim(), mobile: normalizeMobile(values.mobile) };
}

/** react-hook-form resolver of the login form: trimmed username, tidied mobile, or the errors by field. */
export const loginResolver: Resolver<LoginFormValues> = (values) => {
  const errors = loginErrors(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values: tidyLogin(values), errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<LoginFormValues>,
  };
};
