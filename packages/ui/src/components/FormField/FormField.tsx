import type { ReactNode } from 'react';
import {
  useController,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { FormItem, type FormItemProps } from '../FormItem/FormItem';
import type { FormItemControlProps } from '../FormItem/FormItemContext';

/** What a `FormField` hands to its render function. */
export interface FormFieldRenderProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  /**
   * The field's `value`, `onChange`, `onBlur`, `name` and `ref` (react-hook-form's `field`): spread them on a control
   * that takes them as they are (`Input`, `Textarea`, `InputNumber`), or map them (`Select`'s `onValueChange`).
   */
  field: ControllerRenderProps<TFieldValues, TName>;
  /** The field's error, touched and dirty state. */
  fieldState: ControllerFieldState;
  /**
   * The item's `id` and `aria-*` props. The library's controls read them from the item themselves; spread them
   * on any other control.
   */
  controlProps: FormItemControlProps;
}

/**
 * Props of `FormField`: the react-hook-form field (`control`, `name`, `rules`) and the `FormItem` around it
 * (`label`, `required`, `help`, layout). The error comes from the field's state, not from a prop.
 */
export interface FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>
  extends
    Omit<FormItemProps, 'children' | 'error'>,
    Pick<
      UseControllerProps<TFieldValues, TName, TTransformedValues>,
      'rules' | 'shouldUnregister' | 'defaultValue'
    > {
  /** The form's `control` from `useForm()`; may be left out inside react-hook-form's `FormProvider`. */
  control?: UseControllerProps<TFieldValues, TName, TTransformedValues>['control'];
  /** Path of the field in the form's values, e.g. `'email'` or `'video.frameRate'`; type-checked against them. */
  name: TName;
  /**
   * Turns the field's error message into the text shown under it, e.g. a translation when the schema's messages
   * are i18n keys. By default the message is shown as it is.
   */
  formatError?: (message: string) => ReactNode;
  /** Renders the control from the field's props: `{({ field }) => <Input {...field} />}`. */
  children: (props: FormFieldRenderProps<TFieldValues, TName>) => ReactNode;
}

/**
 * One react-hook-form field in a `FormItem`: label, required mark, help, the field's error (announced, linked to the
 * control by `aria-describedby`, `aria-invalid` on the control) and the field's value and handlers for the control.
 *
 * @example
 * <FormField control={control} name="email" label={t('email')} required formatError={(key) => t(key)}>
 *   {({ field }) => <Input {...field} type="email" />}
 * </FormField>
 * <FormField control={control} name="breed" label="Breed">
 *   {({ field: { onChange, ...field } }) => <Select {...field} onValueChange={onChange} options={breeds} />}
 * </FormField>
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  rules,
  shouldUnregister,
  defaultValue,
  formatError,
  children,
  ...itemProps
}: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController<TFieldValues, TName, TTransformedValues>({
    control,
    name,
    rules,
    shouldUnregister,
    defaultValue,
  });
  const message = fieldState.error?.message;
  return (
    <FormItem
      {...itemProps}
      error={message ? (formatError ? formatError(message) : message) : undefined}
    >
      {(controlProps) => children({ field, fieldState, controlProps })}
    </FormItem>
  );
}
