import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { Button } from '../../../components/Button';
import { FormItem } from '../../../components/FormItem';
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

interface FormSelectProps {
  control: Control<UserSettingValues>;
  name: 'countryRegion' | 'area';
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  /** Called after the field took the chosen value. */
  onChosen?: (value: string) => void;
}

/** A `Select` bound to one field of the form (Radix Select is a button, so it needs a `Controller`). */
function FormSelect({ control, name, options, placeholder, disabled, onChosen }: FormSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onValueChange={(next) => {
            field.onChange(next);
            onChosen?.(next);
          }}
          options={options}
          disabled={disabled}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/** User settings, basic information: email, nickname, country/region, area (required) and profile (≤ 200). */
export function BasicInfoForm({ defaultValues, onSave }: BasicInfoFormProps) {
  const { t, exists } = useFeatureTranslation(userLocale);
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<UserSettingValues>({
    resolver: yupResolver(userSettingSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useUnsavedChanges(isDirty);
  // Label, layout and translated error of a field's FormItem (the schema's messages are i18n keys).
  const itemProps = (name: keyof UserSettingValues) => {
    const key = errors[name]?.message;
    return {
      label: t(`user.setting.form.${name}`),
      layout: 'horizontal' as const,
      // The schema's messages are i18n keys.
      error: key && exists(key) ? t(key) : key || undefined,
    };
  };
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
      <FormItem {...itemProps('email')} required>
        <Input
          {...register('email')}
          type="email"
          autoComplete="email"
          maxLength={Limits.emailMax}
          placeholder={t('user.setting.form.emailPlaceholder')}
        />
      </FormItem>
      <FormItem {...itemProps('nickname')} required>
        <Input
          {...register('nickname')}
          autoComplete="nickname"
          maxLength={Limits.nicknameMax}
          placeholder={t('user.setting.form.nicknamePlaceholder')}
        />
      </FormItem>
      <FormItem {...itemProps('countryRegion')} required>
        <FormSelect
          control={control}
          name="countryRegion"
          options={regionOptions}
          placeholder={t('user.setting.form.countryRegionPlaceholder')}
          onChosen={(next) => {
            // Areas belong to one country/region: a change of country clears an area of the old one.
            if (!(areasOf(next) as readonly string[]).includes(getValues('area'))) {
              setValue('area', '', { shouldDirty: true, shouldValidate: isSubmitted });
            }
          }}
        />
      </FormItem>
      <FormItem
        {...itemProps('area')}
        required
        help={countryRegion ? undefined : t('user.setting.form.areaHint')}
      >
        <FormSelect
          control={control}
          name="area"
          options={areaOptions}
          disabled={areaOptions.length === 0}
          placeholder={t('user.setting.form.areaPlaceholder')}
        />
      </FormItem>
      <FormItem {...itemProps('profile')}>
        <Controller
          control={control}
          name="profile"
          render={({ field }) => (
            <Textarea
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={4}
              maxCount={Limits.profileMax}
              placeholder={t('user.setting.form.profilePlaceholder')}
            />
          )}
        />
      </FormItem>
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
