import { object, ref, string, type InferType } from 'yup';
import { MOBILE_PATTERN, normalizeMobile } from '../../auth/credentials';
import { Limits } from '../../constants';

/** A mobile field: tidied (blanks, dashes, `+86` dropped) before it is required and checked (contract §5). */
const mobile = () =>
  string().transform((value: unknown) =>
    typeof value === 'string' ? normalizeMobile(value) : value,
  );

// Messages are i18n keys; the form translates them when it renders, so a language switch re-words them.
export const loginSchema = object({
  username: string().trim().required('login.errors.usernameRequired'),
  mobile: mobile()
    .required('login.errors.mobileRequired')
    .matches(MOBILE_PATTERN, { message: 'login.errors.mobileInvalid', excludeEmptyString: true }),
  password: string().required('login.errors.passwordRequired'),
  rememberPassword: string().oneOf(['on', 'off']).required(),
});
export type LoginValues = InferType<typeof loginSchema>;

export const verifyMobileSchema = object({
  mobile: mobile().required('forgotPassword.errors.mobileRequired').matches(MOBILE_PATTERN, {
    message: 'forgotPassword.errors.mobileInvalid',
    excludeEmptyString: true,
  }),
  code: string().trim().required('forgotPassword.errors.codeRequired'),
});
export type VerifyMobileValues = InferType<typeof verifyMobileSchema>;

/** At least six characters, no spaces, both uppercase and lowercase letters. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= Limits.passwordMin &&
    !/\s/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value)
  );
}

export const resetPasswordSchema = object({
  password: string()
    .required('forgotPassword.errors.passwordRequired')
    .test('strong', 'forgotPassword.errors.passwordRule', (value) => isStrongPassword(value ?? '')),
  confirmPassword: string()
    .required('forgotPassword.errors.confirmRequired')
    .oneOf([ref('password')], 'forgotPassword.errors.passwordsDiffer'),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
