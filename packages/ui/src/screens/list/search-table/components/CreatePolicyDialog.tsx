import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useRef } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { FormField } from '../../../../components/FormField';
import { Input } from '../../../../components/Input';
import { InputNumber } from '../../../../components/InputNumber';
import { Modal } from '../../../../components/Modal';
import { RadioGroup } from '../../../../components/RadioGroup';
import { Select } from '../../../../components/Select';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { useUnsavedChanges } from '../../../../routing/unsavedChanges';
import { searchTableLocale } from '../locales';
import {
  POLICY_COUNT_MAX,
  POLICY_NAME_MAX,
  POLICY_NUMBER_MAX_DIGITS,
  policySchema,
  type PolicyFormValues,
} from '../searchTable.schema';
import { CONTENT_TYPES, FILTER_TYPES, POLICY_STATUSES, type NewPolicy } from '../searchTable.types';
import { FormGrid } from '../searchTable.styles';

export interface CreatePolicyDialogProps {
  /** Whether the dialog is open; the parent owns it. */
  open: boolean;
  /** Called with `false` when the user closes the dialog (Cancel, ×, Escape) and after a successful save. */
  onOpenChange: (open: boolean) => void;
  /**
   * Saves the new content set. Resolve when it is saved (the dialog closes and empties); reject when it failed:
   * the caller has told the user why and everything typed stays for another try.
   */
  onCreate: (values: NewPolicy) => Promise<unknown>;
}

const EMPTY: DefaultValues<PolicyFormValues> = {
  number: '',
  name: '',
  filterType: 'artificial',
  status: 'offline',
};

/**
 * Create: the fields of a content set, checked by the same schema as every imported row. The dialog
 * stays open with its input when a save fails; unsaved input also holds the console tab open.
 */
export function CreatePolicyDialog({ open, onOpenChange, onCreate }: CreatePolicyDialogProps) {
  const { t, textOrKey } = useFeatureTranslation(searchTableLocale);
  const formId = useId();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<PolicyFormValues>({
    resolver: yupResolver(policySchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useUnsavedChanges(open && isDirty);

  // Every field is required; the schema's messages are i18n keys.
  const fieldProps = <N extends keyof PolicyFormValues>(name: N) => ({
    control,
    name,
    label: t(`searchTable.columns.${name}`),
    required: true,
    formatError: textOrKey,
  });
  const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  // A second Enter or click before the button shows its busy state must not create the set twice.
  const saving = useRef(false);
  const save = async (values: PolicyFormValues) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await onCreate(values as NewPolicy);
      reset(EMPTY);
      onOpenChange(false);
    } catch {
      // The error policy has told the user; the dialog keeps everything typed.
    } finally {
      saving.current = false;
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        // Closing while the save is on its way would hide its outcome.
        if (!next && isSubmitting) return;
        onOpenChange(next);
      }}
      title={t('searchTable.create.title')}
      width={560}
      okText={t('searchTable.create.submit')}
      okLoading={isSubmitting}
      okButtonProps={{ type: 'submit', form: formId }}
      maskClosable={false}
    >
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <FormGrid>
          <FormField {...fieldProps('number')}>
            {({ field }) => (
              <Input
                {...field}
                inputMode="numeric"
                autoComplete="off"
                maxLength={POLICY_NUMBER_MAX_DIGITS + 8}
                placeholder={t('searchTable.form.numberPlaceholder')}
              />
            )}
          </FormField>
          <FormField {...fieldProps('name')}>
            {({ field }) => (
              <Input
                {...field}
                autoComplete="off"
                maxLength={POLICY_NAME_MAX + 20}
                placeholder={t('searchTable.form.namePlaceholder')}
              />
            )}
          </FormField>
          <FormField {...fieldProps('contentType')}>
            {({ field: { onChange, value, ...field } }) => (
              <Select
                {...field}
                value={value ?? ''}
                onValueChange={onChange}
                placeholder={t('searchTable.form.choose')}
                options={options(CONTENT_TYPES, (option) => t(`searchTable.contentType.${option}`))}
              />
            )}
          </FormField>
          <FormField {...fieldProps('filterType')}>
            {({ field }) => (
              <RadioGroup
                ref={field.ref}
                aria-label={t('searchTable.columns.filterType')}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                variant="button"
                options={options(FILTER_TYPES, (value) => t(`searchTable.filterType.${value}`))}
              />
            )}
          </FormField>
          <FormField {...fieldProps('count')}>
            {({ field }) => (
              <InputNumber
                {...field}
                value={field.value ?? null}
                min={0}
                max={POLICY_COUNT_MAX}
                precision={0}
                placeholder={t('searchTable.form.countPlaceholder')}
              />
            )}
          </FormField>
          <FormField {...fieldProps('status')}>
            {({ field }) => (
              <RadioGroup
                ref={field.ref}
                aria-label={t('searchTable.columns.status')}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                variant="button"
                options={options(POLICY_STATUSES, (value) => t(`searchTable.status.${value}`))}
              />
            )}
          </FormField>
        </FormGrid>
      </form>
    </Modal>
  );
}
