import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
} from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { joinIds } from '../shared/joinIds';
import { TextareaCount, TextareaElement, TextareaWrapper } from './Textarea.styles';

/**
 * Props of `Textarea`. Every `<textarea>` attribute (`name`, `rows`, `value`, `onChange`, `ref`, `aria-*`) goes to the
 * native element.
 */
export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /**
   * Shows a live "count/limit" under the text and turns it red past the limit. The limit is not enforced while
   * typing (unlike the native `maxLength`), so a form can say why a too long text is refused. Characters are
   * counted as `String.length`, like `maxLength` and yup's `max`.
   */
  maxCount?: number;
  /** Class of the outer box (the element that shows hover, focus and error states). */
  wrapperClassName?: string;
  /** Style of the outer box. */
  wrapperStyle?: CSSProperties;
}

function lengthOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * A filled multi-line text field with an optional character count. Like `Input` it passes `ref`, `name`,
 * `onChange` and `onBlur` to the native `<textarea>` and reads id, `aria-invalid` and `aria-describedby` from a
 * surrounding `FormItem`. The count is part of the field's description, so a screen reader hears it on focus.
 * Give `value` (react-hook-form's `field` from a `FormField`) when the text can change from outside, e.g. a form reset: an
 * uncontrolled field only counts what is typed into it.
 */
export function Textarea({
  maxCount,
  wrapperClassName,
  wrapperStyle,
  id,
  disabled,
  value,
  defaultValue,
  onChange,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-required': ariaRequired,
  ref,
  ...rest
}: TextareaProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  const control = useFormItemControl();
  const countId = useId();
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  // An uncontrolled field filled by its owner through the ref (react-hook-form's `register`) starts with text the
  // props do not show: read it when the element attaches.
  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      if (element) setTypedLength(element.value.length);
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
    },
    [ref],
  );
  const count = value !== undefined ? lengthOf(value) : typedLength;
  const invalid = ariaInvalid ?? control?.['aria-invalid'];
  const isInvalid =
    invalid === true || invalid === 'true' || invalid === 'grammar' || invalid === 'spelling';
  const showCount = maxCount !== undefined;
  const over = showCount && count > maxCount;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <TextareaWrapper
      className={wrapperClassName}
      style={wrapperStyle}
      data-invalid={isInvalid ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    >
      <TextareaElement
        ref={attach}
        id={id ?? control?.id}
        disabled={disabled}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(
          control?.['aria-describedby'],
          ariaDescribedBy,
          showCount && countId,
        )}
        aria-required={ariaRequired ?? control?.['aria-required']}
        {...rest}
      />
      {showCount ? (
        <TextareaCount id={countId} data-over={over ? 'true' : undefined}>
          <span aria-hidden="true">{`${count}/${maxCount}`}</span>
          <VisuallyHidden>
            {t('components.characterCount', { length: count, max: maxCount })}
          </VisuallyHidden>
        </TextareaCount>
      ) : null}
    </TextareaWrapper>
  );
}
