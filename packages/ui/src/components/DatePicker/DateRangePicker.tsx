import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { Input, type InputSize } from '../Input/Input';
import { joinIds } from '../shared/joinIds';
import { CalendarPopover, DateFieldButtons, RangeCalendar } from './CalendarPopover';
import { fromIsoDate, toIsoDate, type IsoDate } from './isoDate';
import { DateFieldMessage, DateFieldRoot } from './DatePicker.styles';
import { useDateField } from './useDateField';

/** A range as `[start, end]` (`YYYY-MM-DD`); either end is `null` while not set. */
export type DateRangeValue = readonly [IsoDate | null, IsoDate | null];

/** The new range after a pick, a confirmed typed date or a clear. */
export interface DateRangePickerChangeEvent {
  /** The range as `[start, end]`; an end is `null` while not chosen or after a clear. */
  value: DateRangeValue;
}

/** Props of `DateRangePicker`: value, bounds and field options shared by its start and end fields. */
export interface DateRangePickerProps {
  /** Controlled value `[start, end]`. */
  value?: DateRangeValue;
  /** Initial value when uncontrolled. */
  defaultValue?: DateRangeValue;
  /**
   * Called with the new `[start, end]`: when the second day is picked in the calendar, when a typed date is
   * confirmed (blur or Enter), or when the range is cleared.
   */
  onChange?: (event: DateRangePickerChangeEvent) => void;
  /** Earliest allowed day (`YYYY-MM-DD`). */
  min?: IsoDate;
  /** Latest allowed day (`YYYY-MM-DD`). */
  max?: IsoDate;
  /** Shows a clear (×) button while either end is set. Default `true`. */
  allowClear?: boolean;
  /** Height 28 / 32 / 36 px. Default `medium`. */
  size?: InputSize;
  /** Turns it off: it cannot be focused or used, and looks so. */
  disabled?: boolean;
  /**
   * Name of the start field. Inside a `FormItem` the start field takes the item's label instead; the end field is
   * always "End date" (translated).
   */
  'aria-label'?: string;
  /** Reaches the start field, so a form can focus the range (react-hook-form's `field.ref` on a validation error). */
  ref?: Ref<HTMLInputElement>;
  /**
   * Called when focus leaves the picker — both fields, their buttons and the calendar — for anything else (react-hook-form's
   * `field.onBlur`). Moving between the fields or into the calendar is not leaving.
   */
  onBlur?: () => void;
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

const EMPTY_RANGE: DateRangeValue = [null, null];

/**
 * Two date fields (start → end) with one two-month calendar: the first click picks the start, the second the end
 * (in either order). Typed dates are checked like `DatePicker`'s, and an end before the start is refused.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue = EMPTY_RANGE,
  onChange,
  min,
  max,
  allowClear = true,
  size,
  disabled,
  'aria-label': ariaLabel,
  ref,
  onBlur,
  className,
  style,
}: DateRangePickerProps) {
  const { t } = useDataComponentsTranslation();
  const control = useFormItemControl();
  const ids = useId();
  const [ownValue, setOwnValue] = useState<DateRangeValue>(defaultValue);
  const [start, end] = valueProp ?? ownValue;
  const [open, setOpen] = useState(false);
  // The first day clicked in the calendar, waiting for the second.
  const [anchorDay, setAnchorDay] = useState<Date | null>(null);

  const commit = (next: DateRangeValue) => {
    if (valueProp === undefined) setOwnValue(next);
    onChange?.({ value: next });
  };
  const orderMessage = t('dataComponents.datePicker.endBeforeStart');
  const startField = useDateField({
    value: start,
    min,
    max,
    onCommit: (next) => commit([next, end]),
    check: (next) => (end && next > end ? orderMessage : null),
  });
  const endField = useDateField({
    value: end,
    min,
    max,
    onCommit: (next) => commit([start, next]),
    check: (next) => (start && next < start ? orderMessage : null),
  });
  const panelRef = useRef<HTMLDivElement>(null);
  // The calendar is portalled outside the fields' box, but its focus events still bubble here through React.
  const leave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const inside =
      next instanceof Node &&
      (event.currentTarget.contains(next) || panelRef.current?.contains(next) === true);
    if (!inside) onBlur?.();
  };
  const error = startField.error || endField.error;
  const messageId = `${ids}-message`;
  const from = fromIsoDate(start);

  const pick = (day: Date) => {
    if (!anchorDay) {
      setAnchorDay(day);
      return;
    }
    const [first, last] = anchorDay <= day ? [anchorDay, day] : [day, anchorDay];
    setAnchorDay(null);
    startField.reset();
    endField.reset();
    commit([toIsoDate(first), toIsoDate(last)]);
    setOpen(false);
  };
  const openWithKeyboard = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
  };
  const shared = {
    size,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
  };

  return (
    <DateFieldRoot className={className} style={style} onBlur={onBlur ? leave : undefined}>
      <CalendarPopover
        panelRef={panelRef}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setAnchorDay(null);
        }}
        field={
          <>
            <Input
              {...startField.inputProps}
              {...shared}
              ref={ref}
              id={control?.id ?? `${ids}-start`}
              aria-label={control ? undefined : (ariaLabel ?? t('dataComponents.datePicker.start'))}
              aria-describedby={joinIds(shared['aria-describedby'])}
              placeholder={t('dataComponents.datePicker.start')}
              onKeyDown={(event) => {
                openWithKeyboard(event);
                startField.inputProps.onKeyDown(event);
              }}
            />
            <span data-slot="separator" aria-hidden="true">
              →
            </span>
            <Input
              {...endField.inputProps}
              {...shared}
              id={`${ids}-end`}
              aria-label={t('dataComponents.datePicker.end')}
              placeholder={t('dataComponents.datePicker.end')}
              onKeyDown={(event) => {
                openWithKeyboard(event);
                endField.inputProps.onKeyDown(event);
              }}
              suffix={
                <DateFieldButtons
                  canClear={allowClear && (start != null || end != null)}
                  disabled={disabled}
                  onClear={() => {
                    startField.reset();
                    endField.reset();
                    commit(EMPTY_RANGE);
                  }}
                />
              }
            />
          </>
        }
      >
        <RangeCalendar
          min={min}
          max={max}
          from={anchorDay ?? from}
          to={anchorDay ? undefined : fromIsoDate(end)}
          openOn={from}
          onPick={pick}
        />
      </CalendarPopover>
      <DateFieldMessage id={messageId} role="alert">
        {error}
      </DateFieldMessage>
    </DateFieldRoot>
  );
}
