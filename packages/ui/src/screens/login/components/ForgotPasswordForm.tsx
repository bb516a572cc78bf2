import { yupResolver } from '@hookform/resolvers/yup';
import { KeyRound, Lock, ShieldCheck } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { loginLocale } from '../../../auth/locales';
import { styled } from 'styled-components';
import {
  Button,
  FormField,
  Icon,
  Input,
  Link,
  PasswordInput,
  Result,
  Steps,
} from '../../../components';
import { VERIFICATION_CODE_COOLDOWN_SECONDS } from '../../../constants';
import {
  resetPasswordSchema,
  verifyMobileSchema,
  type ResetPasswordValues,
  type VerifyMobileValues,
} from '../login.schema';
import { useCountdown } from '../useCountdown';
import { MobileInput } from '../../../components/Input/MobileInput';
import { normalizeMobile } from '../../../auth/credentials';
import { FormErrorAlert } from './FormParts';
import { Actions, Fields, Form, FormPanel, Subtitle, Title } from './LoginForm.styles';
import { theme } from '../../../theme/tokens';

const StepsSlot = styled.div`
  margin-top: ${theme.space.xl};
`;

const CodeRow = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    flex: none;
    min-width: 112px;
  }
`;

export type ForgotPasswordStep = 'verify' | 'reset' | 'done';

export interface ForgotPasswordFormProps {
  /** Sends a verification code to the mobile number; reject to keep the send button available. */
  onSendCode: (request: { mobile: string }) => Promise<void>;
  /** Checks the code; resolve to move on to the new password. */
  onVerify: (request: { mobile: string; code: string }) => Promise<void>;
  /** Sets the new password; resolve to show success. */
  onReset: (request: { mobile: string; password: string }) => Promise<void>;
  /** Leaves the flow for the login form. */
  onBackToLogin: () => void;
  /** Mobile number to prefill. */
  defaultMobile?: string;
  /** Step to open on (stories, deep links). */
  initialStep?: ForgotPasswordStep;
  /** Message for a failed call, from the caller; cleared on the next attempt. */
  errorMessage?: string | null;
}

const STEP_INDEX: Record<ForgotPasswordStep, number> = { verify: 0, reset: 1, done: 2 };

interface StepFormProps {
  onSubmit: ComponentProps<typeof Form>['onSubmit'];
  /** The step's fields. */
  children: ReactNode;
  /** The caller's message for a failed call, above the buttons. */
  errorMessage?: string | null;
  submitting: boolean;
  submitLabel: string;
  /** The link under the primary button: back to the login form, or to the previous step. */
  backLabel: string;
  onBack: () => void;
}

/** One step's form: its fields, the caller's error, the primary button and a way back. */
function StepForm({
  onSubmit,
  children,
  errorMessage,
  submitting,
  submitLabel,
  backLabel,
  onBack,
}: StepFormProps) {
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Fields>{children}</Fields>
      <FormErrorAlert message={errorMessage} />
      <Actions>
        <Button type="submit" variant="primary" block loading={submitting}>
          {submitLabel}
        </Button>
        <Link as="button" tone="neutral" onClick={onBack}>
          {backLabel}
        </Link>
      </Actions>
    </Form>
  );
}

/** The reset step's two password fields: the new password (with the rules under it) and the same again. */
const PASSWORD_FIELDS = [
  { name: 'password', icon: Lock, withHint: true },
  { name: 'confirmPassword', icon: KeyRound, withHint: false },
] as const;

/**
 * Forgot password in three steps: verify the mobile with a code (send, then re-fetch after a countdown), set a
 * new password twice, done. What was typed stays when a call fails.
 */
export function ForgotPasswordForm({
  onSendCode,
  onVerify,
  onReset,
  onBackToLogin,
  defaultMobile = '',
  initialStep = 'verify',
  errorMessage,
}: ForgotPasswordFormProps) {
  const { t, textOrKey } = useFeatureTranslation(loginLocale);
  const [step, setStep] = useState<ForgotPasswordStep>(initialStep);
  const [verifiedMobile, setVerifiedMobile] = useState(defaultMobile);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const countdown = useCountdown(VERIFICATION_CODE_COOLDOWN_SECONDS);
  // Every field is required and shows only its placeholder and icon; the schemas' messages are i18n keys.
  const fieldProps = {
    hideLabel: true,
    required: true,
    formatError: textOrKey,
  };

  const verifyForm = useForm<VerifyMobileValues>({
    resolver: yupResolver(verifyMobileSchema),
    defaultValues: { mobile: defaultMobile, code: '' },
  });
  const resetForm = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const sendCode = async () => {
    // Only the mobile has to be valid to send a code.
    if (!(await verifyForm.trigger('mobile'))) return;
    setSending(true);
    try {
      await onSendCode({ mobile: normalizeMobile(verifyForm.getValues('mobile')) });
      setSentOnce(true);
      countdown.start();
    } catch {
      // The caller shows the failure; the button stays available.
    } finally {
      setSending(false);
    }
  };

  const verify = verifyForm.handleSubmit(async ({ mobile, code }) => {
    try {
      await onVerify({ mobile: mobile.trim(), code: code.trim() });
      setVerifiedMobile(mobile.trim());
      setStep('reset');
    } catch {
      // Shown by the caller; the typed code stays for correction.
    }
  });

  const reset = resetForm.handleSubmit(async ({ password }) => {
    try {
      await onReset({ mobile: verifiedMobile, password });
      setStep('done');
    } catch {
      // Shown by the caller; both fields keep their input.
    }
  });

  const steps = [
    { title: t('forgotPassword.steps.verify') },
    { title: t('forgotPassword.steps.reset') },
    { title: t('forgotPassword.steps.done') },
  ];

  const sendLabel =
    countdown.remaining > 0
      ? t('forgotPassword.resendIn', { seconds: countdown.remaining })
      : sentOnce
        ? t('forgotPassword.resendCode')
        : t('forgotPassword.sendCode');

  return (
    <FormPanel aria-labelledby="pasture-forgot-title">
      <Title id="pasture-forgot-title">{t('forgotPassword.title')}</Title>
      <Subtitle>{t('forgotPassword.subtitle')}</Subtitle>
      <StepsSlot>
        <Steps
          items={steps}
          current={STEP_INDEX[step]}
          status={step === 'done' ? 'finish' : 'process'}
          type="dot"
        />
      </StepsSlot>

      {step === 'verify' ? (
        <StepForm
          onSubmit={verify}
          errorMessage={errorMessage}
          submitting={verifyForm.formState.isSubmitting}
          submitLabel={t('forgotPassword.next')}
          backLabel={t('forgotPassword.backToLogin')}
          onBack={onBackToLogin}
        >
          <FormField
            {...fieldProps}
            control={verifyForm.control}
            name="mobile"
            label={t('forgotPassword.mobile')}
          >
            {({ field }) => (
              <MobileInput {...field} placeholder={t('forgotPassword.mobilePlaceholder')} />
            )}
          </FormField>
          <FormField
            {...fieldProps}
            control={verifyForm.control}
            name="code"
            label={t('forgotPassword.code')}
          >
            {({ field, controlProps }) => (
              <CodeRow>
                <Input
                  {...field}
                  {...controlProps}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  placeholder={t('forgotPassword.codePlaceholder')}
                  prefix={<Icon icon={ShieldCheck} />}
                />
                <Button
                  type="button"
                  variant="outline"
                  loading={sending}
                  disabled={countdown.remaining > 0}
                  onClick={() => void sendCode()}
                >
                  {sendLabel}
                </Button>
              </CodeRow>
            )}
          </FormField>
        </StepForm>
      ) : null}

      {step === 'reset' ? (
        <StepForm
          onSubmit={reset}
          errorMessage={errorMessage}
          submitting={resetForm.formState.isSubmitting}
          submitLabel={t('forgotPassword.submit')}
          backLabel={t('forgotPassword.previous')}
          onBack={() => setStep('verify')}
        >
          {PASSWORD_FIELDS.map(({ name, icon, withHint }) => (
            <FormField
              key={name}
              {...fieldProps}
              control={resetForm.control}
              name={name}
              label={t(`forgotPassword.${name}`)}
              help={withHint ? t('forgotPassword.passwordHint') : undefined}
            >
              {({ field }) => (
                <PasswordInput
                  {...field}
                  autoComplete="new-password"
                  placeholder={t(`forgotPassword.${name}Placeholder`)}
                  prefix={<Icon icon={icon} />}
                />
              )}
            </FormField>
          ))}
        </StepForm>
      ) : null}

      {step === 'done' ? (
        <Result
          status="success"
          title={t('forgotPassword.success')}
          subTitle={t('forgotPassword.successDescription')}
          headingLevel={2}
          extra={
            <Button variant="primary" onClick={onBackToLogin}>
              {t('forgotPassword.backToLogin')}
            </Button>
          }
        />
      ) : null}
    </FormPanel>
  );
}
