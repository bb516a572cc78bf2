import { DayPicker, type Labels, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { useLocale } from '../../i18n/useLocale';
import { fromIsoDate, type IsoDate } from './isoDate';

/*
 * The calendar grids of both pickers: react-day-picker with date-fns, about 20 kB gzip that a page with a date field
 * loads only when a calendar first opens (CalendarPopover's lazy import), not with the field.
 */

/*
 * react-day-picker's English day names read "Saturday, March 1st, 2025", which does not contain the "1" the button
 * shows (WCAG 2.5.3, label in name); this one does. The Chinese names already contain the day number.
 */
const englishDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const englishLabels: Partial<Labels> = {
  labelDayButton: (date, modifiers) =>
    `${modifiers.today ? 'Today, ' : ''}${englishDay.format(date)}${modifiers.selected ? ', selected' : ''}`,
};

export interface CalendarBounds {
  /** Earliest allowed day (`YYYY-MM-DD`). */
  min?: IsoDate;
  /** Latest allowed day (`YYYY-MM-DD`). */
  max?: IsoDate;
}

/**
 * The DayPicker props both pickers share: the interface language's names and first weekday (Monday in zh-CN,
 * Sunday in en-US), the `min`/`max` bounds as disabled days, and navigation that stops at them.
 */
function useCalendarProps({ min, max }: CalendarBounds) {
  const { locale } = useLocale();
  const minDate = fromIsoDate(min);
  const maxDate = fromIsoDate(max);
  const disabled: Matcher[] = [];
  if (minDate) disabled.push({ before: minDate });
  if (maxDate) disabled.push({ after: maxDate });
  // A calendar opens on the chosen day's month, else on this month moved into the allowed range.
  const monthOf = (selected?: Date): Date => {
    if (selected) return selected;
    const today = new Date();
    if (minDate && today < minDate) return minDate;
    if (maxDate && today > maxDate) return maxDate;
    return today;
  };
  return {
    monthOf,
    dayPickerProps: {
      locale: locale === 'en-US' ? enUS : zhCN,
      labels: locale === 'en-US' ? englishLabels : undefined,
      disabled,
      startMonth: minDate,
      endMonth: maxDate,
      navLayout: 'around' as const,
      showOutsideDays: true,
      autoFocus: true,
    },
  };
}

export interface SingleCalendarProps extends CalendarBounds {
  selected?: Date;
  /** Called when the item is chosen; `event.preventDefault()` keeps the menu open. */
  onSelect: (day: Date) => void;
}

/** One month; a click (or Enter) picks the day. */
export function SingleCalendar({ min, max, selected, onSelect }: SingleCalendarProps) {
  const calendar = useCalendarProps({ min, max });
  return (
    <DayPicker
      {...calendar.dayPickerProps}
      mode="single"
      required
      selected={selected}
      defaultMonth={calendar.monthOf(selected)}
      onSelect={onSelect}
    />
  );
}

export interface RangeCalendarProps extends CalendarBounds {
  /** The range shown as chosen (while the first click waits for the second: that day alone). */
  from?: Date;
  to?: Date;
  /** The day whose month the calendar opens on (the committed start); default `from`. */
  openOn?: Date;
  /** A day clicked (or chosen with Enter); the picker decides whether it starts or ends the range. */
  onPick: (day: Date) => void;
}

/** Two months showing the range from `from` to `to`. */
export function RangeCalendar({ min, max, from, to, openOn = from, onPick }: RangeCalendarProps) {
  const calendar = useCalendarProps({ min, max });
  return (
    <DayPicker
      {...calendar.dayPickerProps}
      mode="range"
      numberOfMonths={2}
      selected={{ from, to }}
      defaultMonth={calendar.monthOf(openOn)}
      onSelect={(_range, day) => onPick(day)}
    />
  );
}
