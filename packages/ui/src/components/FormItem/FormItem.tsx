import { Label } from '@radix-ui/react-label';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { joinIds } from '../shared/joinIds';
import { FormItemContext, type FormItemControlProps } from './FormItemContext';
import {
  FormItemControlColumn,
  FormItemLabelColumn,
  FormItemLabelText,
  FormItemMessage,
  FormItemRoot,
  HORIZONTAL_CONTROL_MIN_WIDTH,
  RequiredMark,
} from './FormItem.styles';

const DEFAULT_LABEL_WIDTH = 120;
/** The gap between the label column and the control in the horizontal layout (theme space lg). */
const LABEL_GAP = 16;

/**
 * Props of `FormItem`: the label, the control, its help and error texts and the layout. The item wires the label,
 * the help and the error to the control (`id`, `aria-describedby`, `aria-invalid`).
 */
export interface FormItemProps {
  /** Text of the `<label>`; always rendered for screen readers, even when `hideLabel` hides it visually. */
  label: ReactNode;
  /** Hides the label visually (e.g. the login form, which shows placeholders and icons instead). */
  hideLabel?: boolean;
  /** Shows the red asterisk and sets `aria-required` on the control. */
  required?: boolean;
  /** Hint under the control; replaced by `error` while there is one. */
  help?: ReactNode;
  /**
   * Validation message, e.g. `errors.mobile?.message`. While set, the control gets `aria-invalid` and
   * `aria-describedby`, and the text is announced (`role="alert"`).
   */
  error?: ReactNode;
  /** Id for the control. Defaults to a generated one; pass it when the control needs a stable id. */
  controlId?: string;
  /** `vertical` (label above, default) or `horizontal` (label column to the left, right-aligned; stacked when narrow, `stackBelow`). */
  layout?: 'vertical' | 'horizontal';
  /** Width of the label column in the horizontal layout, in px or any CSS length. Default 120 px. */
  labelWidth?: number | string;
  /**
   * Horizontal layout: below this width of the item (px) the label goes above the control, as in the vertical
   * layout (a phone, a narrow column). Default: the label column, its 16 px gap and a 200 px control.
   */
  stackBelow?: number;
  /**
   * The control. Either an element that reads the item through context (`Input`, `PasswordInput`, or anything
   * calling `useFormItemControl()`), or a function that receives the control props to spread on any control.
   */
  children: ReactNode | ((control: FormItemControlProps) => ReactNode);
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/**
 * One labelled form field: label (Radix Label), required mark, control, help or error text.
 *
 * @example
 * <FormItem label={t('login.mobile')} required error={errors.mobile?.message}>
 *   <Input {...register('mobile')} />
 * </FormItem>
 * <FormItem label="Code" error={error}>{(control) => <OtherControl {...control} />}</FormItem>
 */
export function FormItem({
  label,
  hideLabel = false,
  required = false,
  help,
  error,
  controlId,
  layout = 'vertical',
  labelWidth,
  stackBelow,
  children,
  className,
  style,
}: FormItemProps) {
  const generatedId = useId();
  const id = controlId ?? `${generatedId}-control`;
  const helpId = `${generatedId}-help`;
  const errorId = `${generatedId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasHelp = !hasError && help != null && help !== false && help !== '';

  const control = useMemo<FormItemControlProps>(
    () => ({
      id,
      'aria-describedby': joinIds(hasError && errorId, hasHelp && helpId),
      'aria-invalid': hasError ? true : undefined,
      'aria-required': required ? true : undefined,
    }),
    [id, hasError, hasHelp, errorId, helpId, required],
  );

  const labelContent = (
    <FormItemLabelText as={Label} htmlFor={id}>
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      {label}
    </FormItemLabelText>
  );

  const rootStyle =
    labelWidth == null
      ? style
      : ({
          ...style,
          '--pc-form-label-width': typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth,
        } as CSSProperties);

  return (
    <FormItemRoot
      $stackBelow={
        stackBelow ??
        (typeof labelWidth === 'number' ? labelWidth : DEFAULT_LABEL_WIDTH) +
          LABEL_GAP +
          HORIZONTAL_CONTROL_MIN_WIDTH
      }
      className={className}
      style={rootStyle}
      data-layout={layout}
      data-has-message={hasError || hasHelp ? 'true' : undefined}
    >
      {hideLabel ? (
        <VisuallyHidden>{labelContent}</VisuallyHidden>
      ) : (
        <FormItemLabelColumn>{labelContent}</FormItemLabelColumn>
      )}
      <FormItemControlColumn>
        <FormItemContext.Provider value={control}>
          {typeof children === 'function' ? children(control) : children}
        </FormItemContext.Provider>
        {hasError ? (
          <FormItemMessage id={errorId} data-kind="error" role="alert">
            {error}
          </FormItemMessage>
        ) : hasHelp ? (
          <FormItemMessage id={helpId} data-kind="help">
            {help}
          </FormItemMessage>
        ) : null}
      </FormItemControlColumn>
    </FormItemRoot>
  );
}
