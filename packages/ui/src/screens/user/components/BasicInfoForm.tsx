import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { Button } from '../../../components/Button';
import { FormField } from '../../../components/FormField';
import { Input } from '../../../components/Input';
import { Select, type SelectOption } from '../../../components/Select';
import { Textarea } from '../../../components/Textarea';
import { Limits } from '../../../constants';
// Relative import of the tab bar's hook: a no-op outside a TabsProvider, so the form works in any host.
import { useUnsavedChanges } from '../../../routing/unsavedChanges';
import { theme } from '../../../theme/tokens';
import { userSettingSchema, type UserSettingValues } from '../userSetting.schema';
import { areasOf, USER_REGIONS } from '../userSetting.regions';

export interface BasicInfoFormProps {
  /** What the form starts with and what Reset restores (the loaded user info). */
  defaultValues: UserSettingValues;
  /**
   * Saves valid values. Resolve when saved (the form then counts them as its new starting point); reject when the
   * save failed (the form keeps everything typed, the caller has already told the user why).
   */
  onSave: (values: UserSettingValues) => Promise<void>;
}

const Form = styled.form`
  max-width: 600px;
  padding-top: ${theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.md};
  /* Lines up with the controls, past the 120 px label column and its gap. */
  padding-left: calc(120px + ${theme.space.lg});

  @container user-page (max-width: 480px) {
    padding-left: 0;
  }
`;

/** User settings, basic information: email, nickname, country/region, area (required) and profile (≤ 200). */
export function BasicInfoForm({ defaultValues, onSave }: BasicInfoFormProps) {
  const { t, textOrKey } = useFeatureTranslation(userLocale);
  const {
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { isDirty, isSubmitting, isSubmitted },
  } = useForm<UserSettingValues>({
    resolver: yupResolver(userSettingSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useUnsavedChanges(isDirty);
  // What every field shares: its label, the layout and the translated error (the schema's messages are i18n keys).
  const fieldProps = <N extends keyof UserSettingValues>(name: N) => ({
    control,
    name,
    label: t(`user.setting.form.${name}`),
    layout: 'horizontal' as const,
    formatError: textOrKey,
  });
  const countryRegion = useWatch({ control, name: 'countryRegion' });

  const regionOptions = useMemo<SelectOption[]>(
    () => USER_REGIONS.map(({ code }) => ({ value: code, label: t(`user.regions.${code}`) })),
    [t],
  );
  const areaOptions = useMemo<SelectOption[]>(
    () => areasOf(countryRegion).map((code) => ({ value: code, label: t(`user.areas.${code}`) })),
    [countryRegion, t],
  );

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      reset(values);
    } catch {
      // Saving failed and the user has been told; everything typed stays for another try.
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={t('user.setting.form.label')}>
      <FormField {...fieldProps('email')} required>
        {({ field }) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            maxLength={Limits.emailMax}
            placeholder={t('user.setting.form.emailPlaceholder')}
          />
        )}
      </FormField>
      <FormField {...fieldProps('nickname')} required>
        {({ field }) => (
          <Input
            {...field}
            autoComplete="nickname"
            maxLength={Limits.nicknameMax}
            placeholder={t('user.setting.form.nicknamePlaceholder')}
          />
        )}
      </FormField>
      <FormField {...fieldProps('countryRegion')} required>
        {({ field: { onChange, ...field } }) => (
          <Select
            {...field}
            onValueChange={(next) => {
              onChange(next);
              // Areas belong to one country/region: a change of country clears an area of the old one.
              if (!(areasOf(next) as readonly string[]).includes(getValues('area'))) {
                setValue('area', '', { shouldDirty: true, shouldValidate: isSubmitted });
              }
            }}
            options={regionOptions}
            placeholder={t('user.setting.form.countryRegionPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        {...fieldProps('area')}
        required
        help={countryRegion ? undefined : t('user.setting.form.areaHint')}
      >
        {({ field: { onChange, ...field } }) => (
          <Select
            {...field}
            onValueChange={onChange}
            options={areaOptions}
            disabled={areaOptions.length === 0}
            placeholder={t('user.setting.form.areaPlaceholder')}
          />
        )}
      </FormField>
      <FormField {...fieldProps('profile')}>
        {({ field }) => (
          <Textarea
            {...field}
            rows={4}
            maxCount={Limits.profileMax}
            placeholder={t('user.setting.form.profilePlaceholder')}
          />
        )}
      </FormField>
      <Actions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('user.setting.form.save')}
        </Button>
        <Button type="button" disabled={isSubmitting} onClick={() => reset()}>
          {t('user.setting.form.reset')}
        </Button>
      </Actions>
    </Form>
  );
}
