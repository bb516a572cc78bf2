export { FormItem } from './FormItem';
export type { FormItemProps } from './FormItem';
export { useFormItemControl } from './FormItemContext';
export type { FormItemControlProps } from './FormItemContext';
