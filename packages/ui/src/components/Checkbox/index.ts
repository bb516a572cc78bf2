export { Checkbox } from './Checkbox';
export type { CheckboxProps, CheckboxCheckedState } from './Checkbox';
