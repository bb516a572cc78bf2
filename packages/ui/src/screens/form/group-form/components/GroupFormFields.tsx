import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormField } from '../../../../components/FormField';
import { InputNumber } from '../../../../components/InputNumber';
import { Select, type SelectOption } from '../../../../components/Select';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { groupFormLocale } from '../locales';
import { ENCODING_RATE_RANGE, FRAME_RATE_RANGE } from '../groupForm.rules';
import {
  AUDIO_CHANNELS,
  AUDIO_PROFILES,
  AUDIO_RATES,
  MATCH_MODES,
  VIDEO_PROFILES,
  VIDEO_RESOLUTIONS,
  type GroupFormValues,
} from '../groupForm.types';

/** Field paths whose value is text chosen from a list. */
type ChoicePath =
  | 'video.matchMode'
  | 'video.acquisitionResolution'
  | 'video.encodingResolution'
  | 'video.encodingProfile'
  | 'audio.matchMode'
  | 'audio.encodingProfile';

/** Field paths whose value is a number chosen from a list (channels, audio rates). */
type NumberChoicePath =
  'audio.acquisitionChannels' | 'audio.encodingRate' | 'audio.encodingChannels';

/** Field paths whose value is a whole number typed in a range (fps, bps). */
type RangePath =
  | 'video.acquisitionFrameRate'
  | 'video.encodingRateMin'
  | 'video.encodingRateMax'
  | 'video.encodingRateDefault'
  | 'video.encodingFrameRate';

/** The lists a choice offers, by name (built once per language by `GroupFormFields`). */
type ChoiceList =
  'matchMode' | 'resolution' | 'videoProfile' | 'audioProfile' | 'channels' | 'audioRate';

/**
 * One field of the form as data. Its label is `groupForm.fields.<the name's last part>`; a range field's placeholder
 * and hint are `groupForm.placeholders.<range>` and `groupForm.hints.<hint ?? range>`.
 */
export type GroupFormFieldSpec =
  | { kind: 'choice'; name: ChoicePath; options: ChoiceList }
  | { kind: 'numberChoice'; name: NumberChoicePath; options: ChoiceList }
  | {
      kind: 'number';
      name: RangePath;
      range: 'frameRate' | 'encodingRate';
      hint?: 'encodingRateDefault';
      /** Fields whose rules depend on this one, checked again when it changes (min ≤ default ≤ max). */
      dependents?: readonly RangePath[];
    };

/** The video group's fields, in the order they show. */
export const VIDEO_FIELDS: readonly GroupFormFieldSpec[] = [
  { kind: 'choice', name: 'video.matchMode', options: 'matchMode' },
  { kind: 'choice', name: 'video.acquisitionResolution', options: 'resolution' },
  { kind: 'number', name: 'video.acquisitionFrameRate', range: 'frameRate' },
  { kind: 'choice', name: 'video.encodingResolution', options: 'resolution' },
  {
    kind: 'number',
    name: 'video.encodingRateMin',
    range: 'encodingRate',
    dependents: ['video.encodingRateMax', 'video.encodingRateDefault'],
  },
  {
    kind: 'number',
    name: 'video.encodingRateMax',
    range: 'encodingRate',
    dependents: ['video.encodingRateDefault'],
  },
  {
    kind: 'number',
    name: 'video.encodingRateDefault',
    range: 'encodingRate',
    hint: 'encodingRateDefault',
  },
  { kind: 'number', name: 'video.encodingFrameRate', range: 'frameRate' },
  { kind: 'choice', name: 'video.encodingProfile', options: 'videoProfile' },
];

/** The audio group's fields, in the order they show. */
export const AUDIO_FIELDS: readonly GroupFormFieldSpec[] = [
  { kind: 'choice', name: 'audio.matchMode', options: 'matchMode' },
  { kind: 'numberChoice', name: 'audio.acquisitionChannels', options: 'channels' },
  { kind: 'numberChoice', name: 'audio.encodingRate', options: 'audioRate' },
  { kind: 'numberChoice', name: 'audio.encodingChannels', options: 'channels' },
  { kind: 'choice', name: 'audio.encodingProfile', options: 'audioProfile' },
];

const RANGES = { frameRate: FRAME_RATE_RANGE, encodingRate: ENCODING_RATE_RANGE } as const;

type FieldLabel<Path extends string> = Path extends `${string}.${infer Key}` ? Key : never;

const labelKey = <Path extends GroupFormFieldSpec['name']>(name: Path) =>
  name.slice(name.indexOf('.') + 1) as FieldLabel<Path>;

const plain = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

export interface GroupFormFieldsProps {
  /** The group form's react-hook-form control. */
  control: Control<GroupFormValues>;
  /** The fields, in order. */
  fields: readonly GroupFormFieldSpec[];
}

/**
 * A group's fields, each in the form's one field wrapper (`FormField`): a choice from a list (Radix Select; `''` is
 * nothing chosen), a number chosen from a list, or a whole number in a range with − / + buttons that clamps to it
 * as it is left and says so under itself.
 */
export function GroupFormFields({ control, fields }: GroupFormFieldsProps) {
  const { t, textOrKey } = useFeatureTranslation(groupFormLocale);
  const lists = useMemo<Record<ChoiceList, SelectOption[]>>(
    () => ({
      matchMode: MATCH_MODES.map((mode) => ({
        value: mode,
        label: t(`groupForm.options.matchMode.${mode}`),
      })),
      resolution: plain(VIDEO_RESOLUTIONS),
      videoProfile: plain(VIDEO_PROFILES),
      audioProfile: plain(AUDIO_PROFILES),
      channels: AUDIO_CHANNELS.map((count) => ({
        value: String(count),
        label: t('groupForm.options.channels', { count }),
      })),
      audioRate: AUDIO_RATES.map((value) => ({
        value: String(value),
        label: t('groupForm.options.audioRate', { value }),
      })),
    }),
    [t],
  );
  const select = t('groupForm.placeholders.select');

  return fields.map((spec) => {
    const label = t(`groupForm.fields.${labelKey(spec.name)}`);
    switch (spec.kind) {
      case 'choice':
      case 'numberChoice': {
        // A number list's values go through the Select as text; `''` / `null` is nothing chosen.
        const numeric = spec.kind === 'numberChoice';
        return (
          <FormField key={spec.name} control={control} name={spec.name} label={label}>
            {({ field: { value, onChange, ...field } }) => (
              <Select
                {...field}
                value={value == null ? '' : String(value)}
                onValueChange={(next) =>
                  onChange(numeric ? (next === '' ? null : Number(next)) : next)
                }
                options={lists[spec.options]}
                placeholder={select}
              />
            )}
          </FormField>
        );
      }
      case 'number': {
        const range = RANGES[spec.range];
        return (
          <FormField
            key={spec.name}
            control={control}
            name={spec.name}
            rules={spec.dependents ? { deps: [...spec.dependents] } : undefined}
            label={label}
            help={t(`groupForm.hints.${spec.hint ?? spec.range}`)}
            // The schema's messages are i18n keys.
            formatError={textOrKey}
          >
            {({ field }) => (
              <InputNumber
                {...field}
                min={range.min}
                max={range.max}
                precision={0}
                placeholder={t(`groupForm.placeholders.${spec.range}`)}
              />
            )}
          </FormField>
        );
      }
    }
  });
}
