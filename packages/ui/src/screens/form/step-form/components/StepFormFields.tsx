import { useMemo } from 'react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { DateRangePicker } from '../../../../components/DatePicker';
import { FormItem } from '../../../../components/FormItem';
import { Input } from '../../../../components/Input';
import { Select, type SelectOption } from '../../../../components/Select';
import { Switch } from '../../../../components/Switch';
import { Textarea } from '../../../../components/Textarea';
import { Limits } from '../../../../constants';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../../i18n/useLocale';
import { stepFormLocale } from '../locales';
import { STEP_FORM_LABEL_WIDTH } from '../stepForm.styles';
import { CHANNEL_TYPES, type StepFormValues } from '../stepForm.types';

export interface StepFormFieldsProps {
  /** The step form's react-hook-form control: the fields read and write the one form every step shares. */
  control: Control<StepFormValues>;
}

type TextField =
  'activityName' | 'promoteLink' | 'advertisingSource' | 'advertisingMedia' | 'keyword';

function useLabelWidth(): number {
  return STEP_FORM_LABEL_WIDTH[useLocale().locale];
}

/** The longest text each field takes, as its schema and the server check (contract §5, §10.3). */
const MAX_LENGTH: Readonly<Record<TextField, number | undefined>> = {
  // The activity name counts characters as a reader does (contract §10.3), which `maxLength` does not: its
  // message says when it is too long.
  activityName: undefined,
  promoteLink: Limits.promoteLinkMax,
  advertisingSource: Limits.advertisingSourceMax,
  advertisingMedia: Limits.advertisingMediaMax,
  keyword: Limits.keywordMax,
};

/** The translated message of a field's error (the schema's messages are i18n keys). */
function useErrorText() {
  const { t, exists } = useFeatureTranslation(stepFormLocale);
  return (error: FieldError | undefined) => {
    const key = error?.message;
    return key && exists(key) ? t(key) : key || undefined;
  };
}

function TextInputField({
  control,
  name,
  help,
  autoComplete = 'off',
}: StepFormFieldsProps & { name: TextField; help?: string; autoComplete?: string }) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const labelWidth = useLabelWidth();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem
          label={t(`stepForm.fields.${name}`)}
          layout="horizontal"
          labelWidth={labelWidth}
          required
          help={help}
          error={errorText(fieldState.error)}
        >
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete={autoComplete}
            maxLength={MAX_LENGTH[name]}
            placeholder={t(`stepForm.fields.${name}Placeholder`)}
          />
        </FormItem>
      )}
    />
  );
}

/** Step 1, basic information: activity name, channel type, promotion time and promote link. */
export function StepFormBasicFields({ control }: StepFormFieldsProps) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const labelWidth = useLabelWidth();
  const errorText = useErrorText();
  const channelTypes = useMemo<SelectOption[]>(
    () =>
      CHANNEL_TYPES.map((type) => ({
        value: type,
        label: t(`stepForm.fields.channelTypes.${type}`),
      })),
    [t],
  );
  return (
    <>
      <TextInputField control={control} name="activityName" />
      <Controller
        control={control}
        name="channelType"
        render={({ field, fieldState }) => (
          <FormItem
            label={t('stepForm.fields.channelType')}
            layout="horizontal"
            labelWidth={labelWidth}
            required
            error={errorText(fieldState.error)}
          >
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={channelTypes}
              placeholder={t('stepForm.fields.channelTypePlaceholder')}
            />
          </FormItem>
        )}
      />
      <Controller
        control={control}
        name="promotionTime"
        render={({ field, fieldState }) => (
          <FormItem
            label={t('stepForm.fields.promotionTime')}
            layout="horizontal"
            labelWidth={labelWidth}
            required
            error={errorText(fieldState.error)}
          >
            <DateRangePicker
              ref={field.ref}
              value={field.value}
              onChange={({ value }) => field.onChange(value)}
              onBlur={field.onBlur}
            />
          </FormItem>
        )}
      />
      <TextInputField
        control={control}
        name="promoteLink"
        autoComplete="url"
        help={t('stepForm.fields.promoteLinkHelp')}
      />
    </>
  );
}

/**
 * Step 2, channel information: advertising source, advertising media, keyword, push notify and advertising content
 * (≤ 200, with a counter).
 */
export function StepFormChannelFields({ control }: StepFormFieldsProps) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const labelWidth = useLabelWidth();
  const errorText = useErrorText();
  return (
    <>
      <TextInputField control={control} name="advertisingSource" />
      <TextInputField control={control} name="advertisingMedia" />
      <TextInputField control={control} name="keyword" />
      <Controller
        control={control}
        name="pushNotify"
        render={({ field }) => (
          <FormItem
            label={t('stepForm.fields.pushNotify')}
            layout="horizontal"
            labelWidth={labelWidth}
            help={t('stepForm.fields.pushNotifyHelp')}
          >
            <Switch
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormItem>
        )}
      />
      <Controller
        control={control}
        name="advertisingContent"
        render={({ field, fieldState }) => (
          <FormItem
            label={t('stepForm.fields.advertisingContent')}
            layout="horizontal"
            labelWidth={labelWidth}
            required
            error={errorText(fieldState.error)}
          >
            <Textarea
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={4}
              maxCount={Limits.advertisingContentMax}
              placeholder={t('stepForm.fields.advertisingContentPlaceholder')}
            />
          </FormItem>
        )}
      />
    </>
  );
}
