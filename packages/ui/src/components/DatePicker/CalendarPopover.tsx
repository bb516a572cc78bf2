import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { Labels, Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { useLocale } from '../../i18n/useLocale';
import { useDataComponentsTranslation } from '../locales-data';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { fromIsoDate, type IsoDate } from './isoDate';
import { CalendarPanel, DateFieldBox } from './DatePicker.styles';

export interface CalendarPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The typed field(s); the calendar opens under them. */
  field: ReactNode;
  /** The DayPicker. */
  children: ReactNode;
  /** Reaches the calendar panel (a field tells focus moving into its own calendar from focus leaving it). */
  panelRef?: Ref<HTMLDivElement>;
}

/** The typed field with the calendar in a Radix Popover under it; the popover is named "Choose a date". */
export function CalendarPopover({
  open,
  onOpenChange,
  field,
  children,
  panelRef,
}: CalendarPopoverProps) {
  const { t } = useDataComponentsTranslation();
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor asChild>
        <DateFieldBox>{field}</DateFieldBox>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <CalendarPanel
          ref={panelRef}
          align="start"
          sideOffset={4}
          collisionPadding={12}
          aria-label={t('dataComponents.datePicker.calendar')}
          // The DayPicker focuses the chosen day (or today) itself, which is where the arrow keys start.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          {children}
        </CalendarPanel>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** The field's buttons: clear (while there is a value) and the calendar trigger. */
export function DateFieldButtons({
  canClear,
  disabled,
  onClear,
}: {
  canClear: boolean;
  disabled?: boolean;
  onClear: () => void;
}) {
  const { t } = useDataComponentsTranslation();
  return (
    <>
      {canClear && !disabled ? (
        <IconButton
          label={t('dataComponents.datePicker.clear')}
          icon={<Icon icon={X} />}
          size="mini"
          onClick={onClear}
        />
      ) : null}
      <PopoverPrimitive.Trigger asChild>
        <IconButton
          label={t('dataComponents.datePicker.open')}
          icon={<Icon icon={CalendarDays} />}
          size="mini"
          disabled={disabled}
        />
      </PopoverPrimitive.Trigger>
    </>
  );
}

/**
 * The DayPicker props both pickers share: the interface language's names and first weekday (Monday in zh-CN,
 * Sunday in en-US), the `min`/`max` bounds as disabled days, and navigation that stops at them.
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

export function useCalendarProps({ min, max }: { min?: IsoDate; max?: IsoDate }) {
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
