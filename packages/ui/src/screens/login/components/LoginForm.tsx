import { Lock, User } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { loginLocale } from '../../../auth/locales';
import { Button, Checkbox, FormField, Icon, Input, Link, PasswordInput } from '../../../components';
import { Limits } from '../../../constants';
import { loginResolver, type LoginFormValues } from '../loginRules';
import { MobileInput } from '../../../components/Input/MobileInput';
import { FormErrorAlert } from './FormParts';
import { Actions, Fields, Form, FormPanel, OptionsRow, Subtitle, Title } from './LoginForm.styles';

/**
 * Stands in the password field while a remembered password is used. It is not the password: the stored md5
 * digest is sent instead, and the first edit replaces it.
 */
const MASK_CHARACTER = '\u2022';
export const REMEMBERED_PASSWORD_MASK = MASK_CHARACTER.repeat(8);

export interface LoginSubmitEvent {
  username: string;
  mobile: string;
  /** The typed password, or null when the remembered one is used. */
  password: string | null;
  rememberPassword: boolean;
}

export interface LoginFormProps {
  /** Product title shown in the heading. */
  productTitle: string;
  /** Username and mobile to prefill (remembered login). */
  defaultValues?: { username?: string; mobile?: string };
  /** A remembered password exists: the field shows a mask and the stored digest is used until edited. */
  hasRememberedPassword?: boolean;
  /** The request is under way: the button spins and a second submit is ignored. */
  submitting?: boolean;
  /** Message of the last failed attempt, shown above the button. */
  errorMessage?: string | null;
  /** Called with valid values only. */
  onSubmit: (event: LoginSubmitEvent) => void;
  onForgotPassword: () => void;
  /** The pointer or focus reached 'Forgot password': the host may start loading that form. */
  onForgotPasswordIntent?: () => void;
  onRegister: () => void;
}

/** The login form: username, mobile and password required, a correct mobile, remember password. */
export function LoginForm({
  productTitle,
  defaultValues,
  hasRememberedPassword = false,
  submitting = false,
  errorMessage,
  onSubmit,
  onForgotPassword,
  onForgotPasswordIntent,
  onRegister,
}: LoginFormProps) {
  const { t, textOrKey } = useFeatureTranslation(loginLocale);
  const [usingRemembered, setUsingRemembered] = useState(hasRememberedPassword);
  const { control, handleSubmit } = useForm<LoginFormValues>({
    resolver: loginResolver,
    defaultValues: {
      username: defaultValues?.username ?? '',
      mobile: defaultValues?.mobile ?? '',
      password: hasRememberedPassword ? REMEMBERED_PASSWORD_MASK : '',
      rememberPassword: hasRememberedPassword ? 'on' : 'off',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // Every field is required and shows only its placeholder and icon; the rules' messages are i18n keys.
  const fieldProps = <N extends 'username' | 'mobile' | 'password'>(name: N) => ({
    control,
    name,
    label: t(`login.${name}`),
    hideLabel: true,
    required: true,
    formatError: textOrKey,
  });

  const submit = handleSubmit((values) => {
    if (submitting) return;
    onSubmit({
      username: values.username.trim(),
      mobile: values.mobile.trim(),
      password: usingRemembered ? null : values.password,
      rememberPassword: values.rememberPassword === 'on',
    });
  });

  return (
    <FormPanel aria-labelledby="pasture-login-title">
      <Title id="pasture-login-title">{t('login.title', { product: productTitle })}</Title>
      <Subtitle>{t('login.subtitle')}</Subtitle>
      <Form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <Fields>
          <FormField {...fieldProps('username')}>
            {({ field }) => (
              <Input
                {...field}
                autoComplete="username"
                maxLength={Limits.usernameMax}
                placeholder={t('login.usernamePlaceholder')}
                prefix={<Icon icon={User} />}
              />
            )}
          </FormField>
          <FormField {...fieldProps('mobile')}>
            {({ field }) => <MobileInput {...field} placeholder={t('login.mobilePlaceholder')} />}
          </FormField>
          <FormField
            {...fieldProps('password')}
            help={usingRemembered ? t('login.rememberedPassword') : undefined}
          >
            {({ field }) => (
              <PasswordInput
                {...field}
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                prefix={<Icon icon={Lock} />}
                onFocus={(event) => {
                  if (usingRemembered) event.currentTarget.select();
                }}
                onChange={(event) => {
                  let next = event.target.value;
                  if (usingRemembered) {
                    // The first edit replaces the mask, whatever the caret position was.
                    setUsingRemembered(false);
                    next = next.replaceAll(MASK_CHARACTER, '');
                  }
                  field.onChange(next);
                }}
              />
            )}
          </FormField>
        </Fields>
        <OptionsRow>
          <Controller
            control={control}
            name="rememberPassword"
            render={({ field }) => (
              <Checkbox
                checked={field.value === 'on'}
                onCheckedChange={(checked) => field.onChange(checked === true ? 'on' : 'off')}
              >
                {t('login.rememberPassword')}
              </Checkbox>
            )}
          />
          <Link
            as="button"
            onClick={onForgotPassword}
            onPointerEnter={onForgotPasswordIntent}
            onFocus={onForgotPasswordIntent}
          >
            {t('login.forgotPassword')}
          </Link>
        </OptionsRow>
        <FormErrorAlert message={errorMessage} />
        <Actions>
          <Button type="submit" variant="primary" block loading={submitting}>
            {t('login.submit')}
          </Button>
          <Link as="button" tone="neutral" onClick={onRegister}>
            {t('login.register')}
          </Link>
        </Actions>
      </Form>
    </FormPanel>
  );
}
