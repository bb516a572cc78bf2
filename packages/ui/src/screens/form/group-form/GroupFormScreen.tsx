import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../../api/ApiProvider';
import { Button } from '../../../components/Button';
import { FormField } from '../../../components/FormField';
import { Textarea } from '../../../components/Textarea';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { Limits } from '../../../constants';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
// The tab bar's hook: a no-op outside a TabsProvider, so the form works in any host.
import { useUnsavedChanges } from '../../../routing/unsavedChanges';
import { AUDIO_FIELDS, GroupFormFields, VIDEO_FIELDS } from './components/GroupFormFields';
import { submitGroupForm } from './groupForm.api';
import { groupFormSchema } from './groupForm.schema';
import {
  GroupFormActionBar,
  GroupFormGrid,
  GroupFormPage,
  GroupFormSection,
  GroupFormSectionTitle,
} from './groupForm.styles';
import {
  EMPTY_GROUP_FORM,
  toGroupFormRequest,
  type GroupFormRequest,
  type GroupFormValues,
} from './groupForm.types';
import { groupFormLocale } from './locales';

/** The form's groups of fields, in order; the description group follows them. */
const FIELD_GROUPS = [
  { key: 'video', fields: VIDEO_FIELDS },
  { key: 'audio', fields: AUDIO_FIELDS },
] as const;

/** One titled group of the form, named by its title. */
function GroupFormBlock({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <GroupFormSection aria-labelledby={id}>
      <GroupFormSectionTitle id={id}>{title}</GroupFormSectionTitle>
      {children}
    </GroupFormSection>
  );
}

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
      {FIELD_GROUPS.map(({ key, fields }) => (
        <GroupFormBlock key={key} id={`${titleId}-${key}`} title={t(`groupForm.groups.${key}`)}>
          <GroupFormGrid>
            <GroupFormFields control={control} fields={fields} />
          </GroupFormGrid>
        </GroupFormBlock>
      ))}
      <GroupFormBlock id={`${titleId}-description`} title={t('groupForm.groups.description')}>
        <FormField
          control={control}
          name="description"
          label={t('groupForm.fields.description')}
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
      </GroupFormBlock>
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
