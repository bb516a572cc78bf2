export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
export { LoginForm, REMEMBERED_PASSWORD_MASK } from './components/LoginForm';
export type { LoginFormProps, LoginSubmitEvent } from './components/LoginForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordStep } from './components/ForgotPasswordForm';
export { LoginLayout } from './components/LoginLayout';
export type { LoginLayoutProps } from './components/LoginLayout';
export {
  loginSchema,
  verifyMobileSchema,
  resetPasswordSchema,
  isStrongPassword,
} from './login.schema';
export type { LoginValues, VerifyMobileValues, ResetPasswordValues } from './login.schema';
export { readRememberedLogin, saveRememberedLogin, forgetRememberedLogin } from './rememberedLogin';
export type { RememberedLogin } from './rememberedLogin';
