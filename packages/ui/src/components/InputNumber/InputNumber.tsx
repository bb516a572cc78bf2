import { Minus, Plus } from 'lucide-react';
import { useId, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Input, type InputSize } from '../Input/Input';
import type { FieldControlProps } from './fieldProps';
import { joinIds } from '../shared/joinIds';
import {
  clampNumber,
  formatNumber,
  normalizeNumberText,
  NUMBER_DRAFT,
  parseNumber,
  roundTo,
  stepNumber,
  type ClampReason,
} from './inputNumberMath';
import { InputNumberHint, InputNumberRoot } from './InputNumber.styles';

/** Reported when a typed value left the range and was moved back into it. */
export interface InputNumberClampEvent {
  /** The value it was adjusted to (the bound). */
  value: number;
  /** Which bound: the value was below `min` or above `max`. */
  reason: ClampReason;
}

/**
 * Props of `InputNumber`. Field attributes (`id`, `name`, `disabled`, `aria-*`) go to the spinbutton input; `className`
 * and `style` to the box with the buttons. Without `min` and `max` any number is kept.
 */
export interface InputNumberProps extends FieldControlProps {
  /** Controlled value; `null` is an empty box (with react-hook-form: `field.value` from a `FormField`). */
  value?: number | null;
  /** Initial value when uncontrolled. */
  defaultValue?: number | null;
  /**
   * Called with the new value (with react-hook-form: `field.onChange`): while typing for a number in range, on blur
   * with the clamped value, and on every step. `null` when the box is emptied.
   */
  onChange?: (value: number | null) => void;
  /** Called when the box loses focus, after any clamping (react-hook-form's `field.onBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when a typed value was moved back into range; the box also says so under itself. */
  onClamp?: (event: InputNumberClampEvent) => void;
  /** Lowest allowed value: the − button and arrow keys stop there, a typed lower value is raised to it on blur. */
  min?: number;
  /** Highest allowed value: the + button and arrow keys stop there, a typed higher value is lowered to it on blur. */
  max?: number;
  /** Amount the buttons and arrow keys add or take away (×10 with Shift or Page Up/Down). Default 1. */
  step?: number;
  /** Decimals kept and shown; values are rounded to it. Default: as typed. */
  precision?: number;
  /** Height 28 / 32 / 36 px. Default `medium`. */
  size?: InputSize;
}

/**
 * A number box with − and + buttons (`role="spinbutton"`): arrow keys step (×10 with Shift or Page Up/Down), and a typed
 * value outside `[min, max]` is clamped on blur — reported through `onClamp` and announced under the box ("Adjusted
 * to the maximum 30"). Inside a `FormItem` it takes the item's id, description and error state.
 */
export function InputNumber({
  value: valueProp,
  defaultValue = null,
  onChange,
  onBlur,
  onClamp,
  min,
  max,
  step = 1,
  precision,
  size,
  disabled = false,
  id,
  'aria-describedby': ariaDescribedBy,
  className,
  style,
  ...inputProps
}: InputNumberProps) {
  const { t } = useDataComponentsTranslation();
  const control = useFormItemControl();
  const generatedId = useId();
  const inputId = id ?? control?.id ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const [ownValue, setOwnValue] = useState<number | null>(defaultValue);
  const value = valueProp === undefined ? ownValue : valueProp;
  // What the user is typing; null while the box shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const [hint, setHint] = useState('');

  const commit = (next: number | null) => {
    if (valueProp === undefined) setOwnValue(next);
    if (next !== value) onChange?.(next);
  };
  const stepBy = (direction: 1 | -1, multiplier = 1) => {
    setDraft(null);
    setHint('');
    commit(stepNumber(value, { step: step * multiplier, direction, min, max, precision }));
  };
  const settleDraft = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseNumber(draft);
    if (typed === undefined) {
      // The box goes back to its value; say why, rather than drop what was typed without a word.
      setHint(t('dataComponents.inputNumber.notANumber', { text: draft.trim() }));
      return;
    }
    if (typed === null) return commit(null);
    const clamped = clampNumber(roundTo(typed, precision), { min, max });
    commit(clamped.value);
    if (clamped.reason) {
      const key = clamped.reason === 'max' ? 'clampedMax' : 'clampedMin';
      setHint(
        t(`dataComponents.inputNumber.${key}`, { value: formatNumber(clamped.value, precision) }),
      );
      onClamp?.({ value: clamped.value, reason: clamped.reason });
    }
  };

  /** Takes a text for the box (typed or pasted) when it may stand there; commits it once it is a number in range. */
  const takeDraft = (text: string): boolean => {
    if (!NUMBER_DRAFT.test(text.trim())) return false;
    setDraft(text);
    setHint('');
    const typed = parseNumber(text);
    if (typed === null) commit(null);
    else if (typed !== undefined && clampNumber(typed, { min, max }).reason == null) {
      commit(typed);
    }
    return true;
  };

  // A paste is taken as a whole, tidied (full width, blanks; `1,000` reads as 1000), or refused with the reason:
  // a browser would otherwise drop it silently, as it drops a typed letter.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = normalizeNumberText(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    if (!takeDraft(input.value.slice(0, start) + pasted + input.value.slice(end))) {
      setHint(t('dataComponents.inputNumber.notANumber', { text: pasted }));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => stepBy(1, event.shiftKey ? 10 : 1),
      ArrowDown: () => stepBy(-1, event.shiftKey ? 10 : 1),
      PageUp: () => stepBy(1, 10),
      PageDown: () => stepBy(-1, 10),
      Enter: settleDraft,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    if (event.key !== 'Enter') settleDraft();
    action();
  };

  const stepper = (direction: 1 | -1) => (
    <IconButton
      label={t(`dataComponents.inputNumber.${direction === 1 ? 'increase' : 'decrease'}`)}
      icon={<Icon icon={direction === 1 ? Plus : Minus} />}
      size="mini"
      // The arrow keys do the same from the box, so the buttons stay out of the tab order (as in Arco).
      tabIndex={-1}
      aria-controls={inputId}
      disabled={
        disabled ||
        (value != null &&
          (direction === 1 ? max != null && value >= max : min != null && value <= min))
      }
      onClick={() => stepBy(direction)}
    />
  );

  return (
    <InputNumberRoot className={className} style={style}>
      <Input
        {...inputProps}
        id={inputId}
        size={size}
        disabled={disabled}
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-describedby={joinIds(ariaDescribedBy, hint && hintId)}
        value={draft ?? formatNumber(value, precision)}
        prefix={stepper(-1)}
        suffix={stepper(1)}
        onChange={(event) => {
          // A character that cannot stand in a number (a letter) is not taken, as in any number box.
          takeDraft(normalizeNumberText(event.target.value));
        }}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          settleDraft();
          onBlur?.(event);
        }}
      />
      <InputNumberHint id={hintId} role="status">
        {hint}
      </InputNumberHint>
    </InputNumberRoot>
  );
}
