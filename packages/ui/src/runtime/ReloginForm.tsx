import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation';
import { apiLocale } from '../api/locales';
import { loginLocale } from '../auth/locales';
import { object, string } from 'yup';
import { styled } from 'styled-components';
import { isApiError } from '../api';
import { MOBILE_PATTERN, useSession, useSessionStore } from '../auth';
import { normalizeMobile } from '../auth/credentials';
import { useClientVariant } from '../clientVariants';
import { Alert, Button, FormField, Icon, MobileInput, PasswordInput } from '../components';
import type { PastureMutationMeta } from '../data';
import { theme } from '../theme/tokens';

const reloginSchema = object({
  mobile: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeMobile(value) : value))
    .required('login.errors.mobileRequired')
    .matches(MOBILE_PATTERN, { message: 'login.errors.mobileInvalid', excludeEmptyString: true }),
  password: string().required('login.errors.passwordRequired'),
});

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
`;

const Hint = styled.p`
  margin-bottom: ${theme.space.md};
  color: ${theme.color.text2};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

export interface ReloginFormProps {
  /** Logged in again: the failed requests are retried. */
  onDone: () => void;
  /** Gave up: the session stays ended. */
  onCancel: () => void;
}

/** Log in again without leaving the page (the failed calls wait and then retry). */
export function ReloginForm({ onDone, onCancel }: ReloginFormProps) {
  const { t, textOrKey } = useFeatureTranslation(apiLocale, loginLocale);
  const session = useSessionStore();
  const { user } = useSession();
  const variant = useClientVariant();
  // The form says what went wrong next to what was typed, so the error policy's toast is left out.
  const relogin = useMutation({
    mutationFn: (credentials: { mobile: string; password: string }) =>
      session.relogin({ ...credentials, variant }),
    meta: { errorToast: false } satisfies PastureMutationMeta,
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: yupResolver(reloginSchema),
    defaultValues: { mobile: typeof user?.phone === 'string' ? user.phone : '', password: '' },
  });
  // The schema's messages are i18n keys.

  const submit = handleSubmit(({ mobile, password }) =>
    relogin.mutateAsync({ mobile: mobile.trim(), password }).then(onDone, () => undefined),
  );
  const failure = relogin.error;
  const error =
    failure === null
      ? null
      : isApiError(failure) && failure.kind === 'business' && failure.message
        ? failure.message
        : t('login.errors.loginFailed');

  return (
    <Form noValidate onSubmit={submit}>
      <Hint>{t('api.session.reloginHint')}</Hint>
      <FormField
        control={control}
        name="mobile"
        label={t('login.mobile')}
        required
        formatError={textOrKey}
      >
        {({ field }) => <MobileInput {...field} />}
      </FormField>
      <FormField
        control={control}
        name="password"
        label={t('login.password')}
        required
        formatError={textOrKey}
      >
        {({ field }) => (
          <PasswordInput {...field} autoComplete="current-password" prefix={<Icon icon={Lock} />} />
        )}
      </FormField>
      {error ? <Alert type="error">{error}</Alert> : null}
      <Footer>
        <Button onClick={onCancel}>{t('api.session.cancel')}</Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('api.session.reloginSubmit')}
        </Button>
      </Footer>
    </Form>
  );
}
