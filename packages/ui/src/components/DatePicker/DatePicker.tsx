import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Input, type InputSize } from '../Input/Input';
import type { FieldControlProps } from '../InputNumber/fieldProps';
import { joinIds } from '../shared/joinIds';
import { CalendarPopover, DateFieldButtons, SingleCalendar } from './CalendarPopover';
import { fromIsoDate, toIsoDate, type IsoDate } from './isoDate';
import { DateFieldMessage, DateFieldRoot } from './DatePicker.styles';
import { useDateField } from './useDateField';

/** A date chosen or typed; `null` when the field was cleared. */
export interface DatePickerChangeEvent {
  /** The day as `YYYY-MM-DD`, or `null` when the field was cleared. */
  value: IsoDate | null;
}

/**
 * Props of `DatePicker`. Field attributes (`id`, `name`, `disabled`, `aria-*`) go to the text input; `className` and
 * `style` to the box around it.
 */
export interface DatePickerProps extends FieldControlProps {
  /** Controlled value as `YYYY-MM-DD`; `null` for no date. */
  value?: IsoDate | null;
  /** Initial value when uncontrolled. */
  defaultValue?: IsoDate | null;
  /**
   * Called with the new date when one is picked, typed and confirmed (blur or Enter), or cleared. With
   * react-hook-form: `onChange={({ value }) => field.onChange(value)}` in a `FormField`.
   */
  onChange?: (event: DatePickerChangeEvent) => void;
  /** Called when the text field loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Earliest allowed day (`YYYY-MM-DD`); earlier days are disabled in the calendar and refused when typed. */
  min?: IsoDate;
  /** Latest allowed day (`YYYY-MM-DD`). */
  max?: IsoDate;
  /** Shows a clear (×) button while there is a date. Default `true`. */
  allowClear?: boolean;
  /** Height 28 / 32 / 36 px. Default `medium`. */
  size?: InputSize;
  /** Shown while the field is empty. Default "YYYY-MM-DD", the form it reads. */
  placeholder?: string;
}

/**
 * A date field: type `YYYY-MM-DD` (read on blur or Enter; a wrong or out-of-range date keeps the previous value and
 * says why) or pick from the calendar (react-day-picker in a popover, arrow keys to move, Enter to choose). The
 * calendar follows the interface language; weeks start on Monday in zh-CN.
 */
export function DatePicker({
  value: valueProp,
  defaultValue = null,
  onChange,
  onBlur,
  min,
  max,
  allowClear = true,
  size,
  disabled,
  placeholder,
  'aria-describedby': ariaDescribedBy,
  className,
  style,
  ...inputProps
}: DatePickerProps) {
  const { t } = useDataComponentsTranslation();
  const messageId = useId();
  const [ownValue, setOwnValue] = useState<IsoDate | null>(defaultValue);
  const value = valueProp === undefined ? ownValue : valueProp;
  const [open, setOpen] = useState(false);
  const commit = (next: IsoDate | null) => {
    if (valueProp === undefined) setOwnValue(next);
    onChange?.({ value: next });
  };
  const field = useDateField({ value, min, max, onCommit: commit });
  const selected = fromIsoDate(value);

  return (
    <DateFieldRoot className={className} style={style}>
      <CalendarPopover
        open={open}
        onOpenChange={setOpen}
        field={
          <Input
            {...inputProps}
            {...field.inputProps}
            size={size}
            disabled={disabled}
            placeholder={placeholder ?? t('dataComponents.datePicker.placeholder')}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={joinIds(ariaDescribedBy, field.error && messageId)}
            onBlur={(event) => {
              field.inputProps.onBlur();
              onBlur?.(event);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
              field.inputProps.onKeyDown(event);
            }}
            suffix={
              <DateFieldButtons
                canClear={allowClear && value != null}
                disabled={disabled}
                onClear={() => {
                  field.reset();
                  commit(null);
                }}
              />
            }
          />
        }
      >
        <SingleCalendar
          min={min}
          max={max}
          selected={selected}
          onSelect={(day) => {
            field.reset();
            commit(toIsoDate(day));
            setOpen(false);
          }}
        />
      </CalendarPopover>
      <DateFieldMessage id={messageId} role="alert">
        {field.error}
      </DateFieldMessage>
    </DateFieldRoot>
  );
}
