import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../../api/ApiProvider';
import { Button } from '../../../components/Button';
import { FormField } from '../../../components/FormField';
import type { SelectOption } from '../../../components/Select';
import { Textarea } from '../../../components/Textarea';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { Limits } from '../../../constants';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import type GroupFormTexts from './locales/en-US.json';
// The tab bar's hook: a no-op outside a TabsProvider, so the form works in any host.
import { useUnsavedChanges } from '../../../routing/unsavedChanges';
import {
  GroupFormChoice,
  GroupFormNumber,
  GroupFormNumberChoice,
} from './components/GroupFormFields';
import { submitGroupForm } from './groupForm.api';
import { ENCODING_RATE_RANGE, FRAME_RATE_RANGE } from './groupForm.rules';
import { groupFormSchema } from './groupForm.schema';
import {
  GroupFormActionBar,
  GroupFormGrid,
  GroupFormPage,
  GroupFormSection,
  GroupFormSectionTitle,
} from './groupForm.styles';
import {
  AUDIO_CHANNELS,
  AUDIO_PROFILES,
  AUDIO_RATES,
  EMPTY_GROUP_FORM,
  MATCH_MODES,
  toGroupFormRequest,
  VIDEO_PROFILES,
  VIDEO_RESOLUTIONS,
  type GroupFormRequest,
  type GroupFormValues,
} from './groupForm.types';
import { groupFormLocale } from './locales';

const plain = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * Form → Group form (admin only): video parameters, audio parameters and a parameter description, with
 * the ranges (frame rates 1–30 fps, encoding rates 150–1800 bps, min ≤ default ≤ max,
 * description ≤ 200). Number boxes clamp to their range and say so. Submit sends the parameters to our own
 * /api/group-form/submit; success says 'The form is submitted successfully!', a failure keeps
 * every value.
 */
export function GroupFormScreen() {
  const { t, textOrKey } = useFeatureTranslation(groupFormLocale);
  const client = useApiClient();
  const toaster = useToaster();
  const titleId = useId();
  const { control, handleSubmit, reset, formState } = useForm<GroupFormValues>({
    resolver: yupResolver(groupFormSchema),
    defaultValues: EMPTY_GROUP_FORM,
    mode: 'onTouched',
  });
  useUnsavedChanges(formState.isDirty);

  // A refusal is toasted by the data layer's error policy; the form keeps every value.
  const { mutateAsync: send } = useMutation({
    mutationFn: (body: GroupFormRequest) => submitGroupForm(client, body),
    onSuccess: () => toaster.show({ type: 'success', message: t('groupForm.submitted') }),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await send(toGroupFormRequest(values));
    } catch {
      return;
    }
    // What was sent is the new starting point: the form is no longer "unsaved", Reset comes back here.
    reset(values);
  });

  const options = useMemo(
    () => ({
      matchMode: MATCH_MODES.map((mode) => ({
        value: mode,
        label: t(`groupForm.options.matchMode.${mode}`),
      })),
      resolution: plain(VIDEO_RESOLUTIONS),
      videoProfile: plain(VIDEO_PROFILES),
      audioProfile: plain(AUDIO_PROFILES),
      channels: AUDIO_CHANNELS.map((count) => ({
        value: count,
        label: t('groupForm.options.channels', { count }),
      })),
      audioRate: AUDIO_RATES.map((value) => ({
        value,
        label: t('groupForm.options.audioRate', { value }),
      })),
    }),
    [t],
  );

  const label = (name: keyof (typeof GroupFormTexts)['groupForm']['fields']) =>
    t(`groupForm.fields.${name}`);
  const frameRate = {
    range: FRAME_RATE_RANGE,
    placeholder: t('groupForm.placeholders.frameRate'),
    hint: t('groupForm.hints.frameRate'),
  };
  const encodingRate = {
    range: ENCODING_RATE_RANGE,
    placeholder: t('groupForm.placeholders.encodingRate'),
    hint: t('groupForm.hints.encodingRate'),
  };

  return (
    <GroupFormPage
      as="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
    >
      <VisuallyHidden asChild>
        <h1 id={titleId}>{t('groupForm.title')}</h1>
      </VisuallyHidden>
      <GroupFormSection aria-labelledby={`${titleId}-video`}>
        <GroupFormSectionTitle id={`${titleId}-video`}>
          {t('groupForm.groups.video')}
        </GroupFormSectionTitle>
        <GroupFormGrid>
          <GroupFormChoice
            control={control}
            name="video.matchMode"
            label={label('matchMode')}
            options={options.matchMode}
          />
          <GroupFormChoice
            control={control}
            name="video.acquisitionResolution"
            label={label('acquisitionResolution')}
            options={options.resolution}
          />
          <GroupFormNumber
            control={control}
            name="video.acquisitionFrameRate"
            label={label('acquisitionFrameRate')}
            {...frameRate}
          />
          <GroupFormChoice
            control={control}
            name="video.encodingResolution"
            label={label('encodingResolution')}
            options={options.resolution}
          />
          <GroupFormNumber
            control={control}
            name="video.encodingRateMin"
            label={label('encodingRateMin')}
            dependents={['video.encodingRateMax', 'video.encodingRateDefault']}
            {...encodingRate}
          />
          <GroupFormNumber
            control={control}
            name="video.encodingRateMax"
            label={label('encodingRateMax')}
            dependents={['video.encodingRateDefault']}
            {...encodingRate}
          />
          <GroupFormNumber
            control={control}
            name="video.encodingRateDefault"
            label={label('encodingRateDefault')}
            {...encodingRate}
            hint={t('groupForm.hints.encodingRateDefault')}
          />
          <GroupFormNumber
            control={control}
            name="video.encodingFrameRate"
            label={label('encodingFrameRate')}
            {...frameRate}
          />
          <GroupFormChoice
            control={control}
            name="video.encodingProfile"
            label={label('encodingProfile')}
            options={options.videoProfile}
          />
        </GroupFormGrid>
      </GroupFormSection>
      <GroupFormSection aria-labelledby={`${titleId}-audio`}>
        <GroupFormSectionTitle id={`${titleId}-audio`}>
          {t('groupForm.groups.audio')}
        </GroupFormSectionTitle>
        <GroupFormGrid>
          <GroupFormChoice
            control={control}
            name="audio.matchMode"
            label={label('matchMode')}
            options={options.matchMode}
          />
          <GroupFormNumberChoice
            control={control}
            name="audio.acquisitionChannels"
            label={label('acquisitionChannels')}
            options={options.channels}
          />
          <GroupFormNumberChoice
            control={control}
            name="audio.encodingRate"
            label={label('encodingRate')}
            options={options.audioRate}
          />
          <GroupFormNumberChoice
            control={control}
            name="audio.encodingChannels"
            label={label('encodingChannels')}
            options={options.channels}
          />
          <GroupFormChoice
            control={control}
            name="audio.encodingProfile"
            label={label('encodingProfile')}
            options={options.audioProfile}
          />
        </GroupFormGrid>
      </GroupFormSection>
      <GroupFormSection aria-labelledby={`${titleId}-description`}>
        <GroupFormSectionTitle id={`${titleId}-description`}>
          {t('groupForm.groups.description')}
        </GroupFormSectionTitle>
        <FormField
          control={control}
          name="description"
          label={label('description')}
          // The schema's messages are i18n keys.
          formatError={textOrKey}
        >
          {({ field }) => (
            <Textarea
              {...field}
              rows={4}
              maxCount={Limits.parameterDescriptionMax}
              placeholder={t('groupForm.fields.descriptionPlaceholder')}
            />
          )}
        </FormField>
      </GroupFormSection>
      <GroupFormActionBar role="group" aria-label={t('groupForm.actions.label')}>
        <Button type="button" disabled={formState.isSubmitting} onClick={() => reset()}>
          {t('groupForm.actions.reset')}
        </Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {t('groupForm.actions.submit')}
        </Button>
      </GroupFormActionBar>
    </GroupFormPage>
  );
}
