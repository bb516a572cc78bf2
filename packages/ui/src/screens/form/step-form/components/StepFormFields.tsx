import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { DateRangePicker } from '../../../../components/DatePicker';
import { FormField } from '../../../../components/FormField';
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
type FieldName = TextField | 'channelType' | 'promotionTime' | 'pushNotify' | 'advertisingContent';

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

/**
 * What every field of the form shares: the form's control, its label, the horizontal layout with the language's label
 * width and the translated error (the schema's messages are i18n keys).
 */
function useFieldProps(control: Control<StepFormValues>) {
  const { t, textOrKey } = useFeatureTranslation(stepFormLocale);
  const labelWidth = STEP_FORM_LABEL_WIDTH[useLocale().locale];
  return <N extends FieldName>(name: N) => ({
    control,
    name,
    label: t(`stepForm.fields.${name}`),
    layout: 'horizontal' as const,
    labelWidth,
    formatError: textOrKey,
  });
}

function TextInputField({
  control,
  name,
  help,
  autoComplete = 'off',
}: StepFormFieldsProps & { name: TextField; help?: string; autoComplete?: string }) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const fieldProps = useFieldProps(control);
  return (
    <FormField {...fieldProps(name)} required help={help}>
      {({ field }) => (
        <Input
          {...field}
          autoComplete={autoComplete}
          maxLength={MAX_LENGTH[name]}
          placeholder={t(`stepForm.fields.${name}Placeholder`)}
        />
      )}
    </FormField>
  );
}

/** Step 1, basic information: activity name, channel type, promotion time and promote link. */
export function StepFormBasicFields({
  control,
  today,
}: StepFormFieldsProps & {
  /** The day it is (`YYYY-MM-DD`): the calendar greys the days before it. */
  today?: string;
}) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const fieldProps = useFieldProps(control);
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
      <FormField {...fieldProps('channelType')} required>
        {({ field: { onChange, ...field } }) => (
          <Select
            {...field}
            onValueChange={onChange}
            options={channelTypes}
            placeholder={t('stepForm.fields.channelTypePlaceholder')}
          />
        )}
      </FormField>
      <FormField {...fieldProps('promotionTime')} required>
        {({ field }) => (
          <DateRangePicker
            ref={field.ref}
            min={today}
            value={field.value}
            onChange={({ value }) => field.onChange(value)}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
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
  const fieldProps = useFieldProps(control);
  return (
    <>
      <TextInputField control={control} name="advertisingSource" />
      <TextInputField control={control} name="advertisingMedia" />
      <TextInputField control={control} name="keyword" />
      <FormField {...fieldProps('pushNotify')} help={t('stepForm.fields.pushNotifyHelp')}>
        {({ field: { value, onChange, ...field } }) => (
          <Switch {...field} checked={value} onCheckedChange={onChange} />
        )}
      </FormField>
      <FormField {...fieldProps('advertisingContent')} required>
        {({ field }) => (
          <Textarea
            {...field}
            rows={4}
            maxCount={Limits.advertisingContentMax}
            placeholder={t('stepForm.fields.advertisingContentPlaceholder')}
          />
        )}
      </FormField>
    </>
  );
}
