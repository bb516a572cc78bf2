import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../../../components/FormField';
import { InputNumber } from '../../../../components/InputNumber';
import { Select, type SelectOption } from '../../../../components/Select';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { groupFormLocale } from '../locales';
import type { NumberRange } from '../groupForm.rules';
import type { GroupFormValues } from '../groupForm.types';

/** Field paths whose value is text chosen from a list. */
type ChoicePath =
  | 'video.matchMode'
  | 'video.acquisitionResolution'
  | 'video.encodingResolution'
  | 'video.encodingProfile'
  | 'audio.matchMode'
  | 'audio.encodingProfile';

/** Field paths whose value is a number, typed or chosen. */
type NumberPath = Extract<
  FieldPath<GroupFormValues>,
  | 'video.acquisitionFrameRate'
  | 'video.encodingRateMin'
  | 'video.encodingRateMax'
  | 'video.encodingRateDefault'
  | 'video.encodingFrameRate'
  | 'audio.acquisitionChannels'
  | 'audio.encodingRate'
  | 'audio.encodingChannels'
>;

interface FieldBase {
  /** The group form's react-hook-form control. */
  control: Control<GroupFormValues>;
  /** The field's label. */
  label: string;
}

export interface GroupFormChoiceProps extends FieldBase {
  name: ChoicePath;
  options: readonly SelectOption[];
}

/** A choice from a list (Radix Select through a `Controller`); `''` is nothing chosen. */
export function GroupFormChoice({ control, name, label, options }: GroupFormChoiceProps) {
  const { t } = useFeatureTranslation(groupFormLocale);
  return (
    <FormField control={control} name={name} label={label}>
      {({ field: { onChange, ...field } }) => (
        <Select
          {...field}
          onValueChange={onChange}
          options={options}
          placeholder={t('groupForm.placeholders.select')}
        />
      )}
    </FormField>
  );
}

export interface GroupFormNumberChoiceProps extends FieldBase {
  name: 'audio.acquisitionChannels' | 'audio.encodingRate' | 'audio.encodingChannels';
  /** The numbers offered and how each reads. */
  options: readonly { value: number; label: string }[];
}

/** A number chosen from a list (channels, audio rates). */
export function GroupFormNumberChoice({
  control,
  name,
  label,
  options,
}: GroupFormNumberChoiceProps) {
  const { t } = useFeatureTranslation(groupFormLocale);
  const selectOptions = options.map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  return (
    <FormField control={control} name={name} label={label}>
      {({ field: { value, onChange, ...field } }) => (
        <Select
          {...field}
          value={value == null ? '' : String(value)}
          onValueChange={(next) => onChange(next === '' ? null : Number(next))}
          options={selectOptions}
          placeholder={t('groupForm.placeholders.select')}
        />
      )}
    </FormField>
  );
}

export interface GroupFormNumberProps extends FieldBase {
  name: Exclude<NumberPath, `audio.${string}`>;
  /** The allowed range: the box clamps to it as it is left and says so under itself. */
  range: NumberRange;
  placeholder: string;
  /** The unit and range, under the box. */
  hint: string;
  /** Fields whose rules depend on this one, checked again when it changes (min ≤ default ≤ max). */
  dependents?: readonly Exclude<NumberPath, `audio.${string}`>[];
}

/** A whole number in a range (fps, bps) with − / + buttons. */
export function GroupFormNumber({
  control,
  name,
  label,
  range,
  placeholder,
  hint,
  dependents,
}: GroupFormNumberProps) {
  const { textOrKey } = useFeatureTranslation(groupFormLocale);
  return (
    <FormField
      control={control}
      name={name}
      rules={dependents ? { deps: [...dependents] } : undefined}
      label={label}
      help={hint}
      // The schema's messages are i18n keys.
      formatError={textOrKey}
    >
      {({ field }) => (
        <InputNumber
          {...field}
          min={range.min}
          max={range.max}
          precision={0}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
