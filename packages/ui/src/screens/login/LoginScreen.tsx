import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { loginLocale } from '../../auth/locales';
import { isApiError, useApiClient } from '../../api';
import {
  getIdentifyingCode,
  resetPassword,
  useSessionStore,
  verificationMobile,
  type MobileLoginCredentials,
} from '../../auth';
import { useClientVariant, useClientVariantTitle } from '../../clientVariants';
import { Spin, useToaster } from '../../components';
import type { Role } from '../../constants';
import { LoginForm, type LoginSubmitEvent } from './components/LoginForm';
import { LoginLayout } from './components/LoginLayout';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './rememberedLogin';

// The dialog (Radix Dialog, focus scope, scroll lock) loads when someone asks how to register, not with the form.
const Modal = lazy(() =>
  import('../../components/Modal/Modal').then((module) => ({ default: module.Modal })),
);
// The forgot-password flow (its steps, result and schemas) loads when it is asked for, not with the login form
// (docs/decisions/023-login-page-paints-before-its-code.md).
const loadForgotPasswordForm = () => import('./components/ForgotPasswordForm');
const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then((module) => ({ default: module.ForgotPasswordForm })),
);

/** Props of `LoginScreen`: what happens after a login, and which form it opens on. */
export interface LoginScreenProps {
  /** Called after login and user info succeeded, with the role the user got; the host navigates on. */
  onLoggedIn: (event: { role: Role | null }) => void;
  /** Open on the forgot-password form instead of the login form. */
  initialView?: 'login' | 'forgotPassword';
}

/**
 * The login page: logs in through the session store (debug or real call),
 * remembers username, mobile and the password's md5 digest on request, and hosts the forgot-password flow. Each
 * call is a mutation: a refusal is toasted with the server's words by the error policy and also said in the form.
 */
export function LoginScreen({ onLoggedIn, initialView = 'login' }: LoginScreenProps) {
  const { t } = useFeatureTranslation(loginLocale);
  const client = useApiClient();
  const session = useSessionStore();
  const toaster = useToaster();
  const variant = useClientVariant();
  const productTitle = useClientVariantTitle();
  const [view, setView] = useState(initialView);
  const [remembered] = useState(readRememberedLogin);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [forgotError, setForgotError] = useState<string | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const loginCall = useMutation({
    mutationFn: (credentials: MobileLoginCredentials) => session.login(credentials),
  });
  // One mutation for the forgot-password steps: each step runs its own call through it.
  const forgotCall = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() });

  const failureText = (
    error: unknown,
    fallbackKey: 'login.errors.loginFailed' | 'forgotPassword.errors.requestFailed',
  ) =>
    isApiError(error) && error.kind === 'business' && error.message
      ? error.message
      : t(fallbackKey);

  const login = async ({ username, mobile, password, rememberPassword }: LoginSubmitEvent) => {
    setLoginError(null);
    try {
      const credentials =
        password === null && remembered
          ? { mobile, passwordDigest: remembered.passwordDigest }
          : { mobile, password: password ?? '' };
      const state = await loginCall.mutateAsync({ ...credentials, variant });
      if (rememberPassword) {
        saveRememberedLogin({ username, ...credentials });
      } else {
        forgetRememberedLogin();
      }
      toaster.show({ type: 'success', message: t('login.welcome') });
      onLoggedIn({ role: state.role });
    } catch (error) {
      setLoginError(failureText(error, 'login.errors.loginFailed'));
    }
  };

  // Each step reports its own failure inline too, next to the field it concerns.
  const guarded = async (call: () => Promise<unknown>) => {
    setForgotError(null);
    try {
      await forgotCall.mutateAsync(call);
    } catch (error) {
      setForgotError(failureText(error, 'forgotPassword.errors.requestFailed'));
      throw error;
    }
  };

  return (
    <LoginLayout>
      {view === 'login' ? (
        <LoginForm
          productTitle={productTitle}
          defaultValues={remembered ?? undefined}
          hasRememberedPassword={remembered !== null}
          submitting={loginCall.isPending}
          errorMessage={loginError}
          onSubmit={(event) => void login(event)}
          onForgotPassword={() => {
            setForgotError(null);
            setView('forgotPassword');
          }}
          onForgotPasswordIntent={() => void loadForgotPasswordForm()}
          onRegister={() => setRegisterOpen(true)}
        />
      ) : (
        <Suspense fallback={<Spin size="large" />}>
          <ForgotPasswordForm
            defaultMobile={remembered?.mobile}
            errorMessage={forgotError}
            onSendCode={(request) =>
              guarded(async () => {
                await getIdentifyingCode(client, request);
                toaster.show({ type: 'success', message: t('forgotPassword.codeSent') });
              })
            }
            onVerify={({ mobile, code }) =>
              guarded(() => verificationMobile(client, { mobile, identifyingCode: code }))
            }
            onReset={(request) =>
              guarded(async () => {
                await resetPassword(client, request);
                toaster.show({ type: 'success', message: t('forgotPassword.success') });
              })
            }
            onBackToLogin={() => {
              setLoginError(null);
              setView('login');
            }}
          />
        </Suspense>
      )}
      {registerOpen ? (
        <Suspense fallback={null}>
          <Modal
            open
            onOpenChange={setRegisterOpen}
            title={t('login.registerTitle')}
            hideCancel
            onOk={() => setRegisterOpen(false)}
          >
            {t('login.registerContent')}
          </Modal>
        </Suspense>
      ) : null}
    </LoginLayout>
  );
}
