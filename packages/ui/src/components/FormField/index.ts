export { FormField } from './FormField';
export type { FormFieldProps, FormFieldRenderProps } from './FormField';
