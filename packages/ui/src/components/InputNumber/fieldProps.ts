import type { InputProps } from '../Input/Input';

/**
 * The native field props a composed text control (InputNumber, DatePicker) passes on to its `Input`. Inside a
 * `FormItem` the item's id, description and error state are merged in by `Input` itself.
 */
export type FieldControlProps = Pick<
  InputProps,
  | 'id'
  | 'name'
  | 'ref'
  | 'disabled'
  | 'placeholder'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'className'
  | 'style'
>;
