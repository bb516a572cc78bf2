import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays, X } from 'lucide-react';
import { Suspense, type ComponentType, type ReactNode, type Ref } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { lazyComponent } from '../shared/lazyComponent';
import { Spin } from '../Spin/Spin';
import type { RangeCalendarProps, SingleCalendarProps } from './Calendar';
import { CalendarLoading, CalendarPanel, DateFieldBox } from './DatePicker.styles';
import { usePortalContainer } from '../../theme/PortalContainer';

// The calendar grid (react-day-picker and date-fns) loads when a calendar first opens — or a moment before, when
// the pointer or focus reaches a date field — so a page with a date field does not carry it (ADR 017).
const loadCalendar = () => import('./Calendar');
const singleCalendar = lazyComponent(() => loadCalendar().then((module) => module.SingleCalendar));
const rangeCalendar = lazyComponent(() => loadCalendar().then((module) => module.RangeCalendar));
/** Starts loading the calendar grid; the first opening then finds it ready. */
export const preloadCalendar = () => {
  singleCalendar.preload();
  rangeCalendar.preload();
};
/** `DatePicker`'s one-month calendar (loaded on first use). */
export const SingleCalendar: ComponentType<SingleCalendarProps> = singleCalendar.Component;
/** `DateRangePicker`'s two-month calendar (loaded on first use). */
export const RangeCalendar: ComponentType<RangeCalendarProps> = rangeCalendar.Component;

export interface CalendarPopoverProps {
  open: boolean;
  /** Called with the new open state when the user opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** The typed field(s); the calendar opens under them. */
  field: ReactNode;
  /** The calendar (`SingleCalendar` or `RangeCalendar`). */
  children: ReactNode;
  /** Reaches the calendar panel (a field tells focus moving into its own calendar from focus leaving it). */
  panelRef?: Ref<HTMLDivElement>;
}

/**
 * The typed field with the calendar in a Radix Popover under it; the popover is named "Choose a date". While the
 * calendar's code loads (first opening only) the panel shows a spinner, and the calendar focuses its day when it
 * arrives.
 */
export function CalendarPopover({
  open,
  onOpenChange,
  field,
  children,
  panelRef,
}: CalendarPopoverProps) {
  const portalContainer = usePortalContainer();
  const { t } = useDataComponentsTranslation();
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor asChild>
        <DateFieldBox onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
          {field}
        </DateFieldBox>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal container={portalContainer}>
        <CalendarPanel
          ref={panelRef}
          align="start"
          sideOffset={4}
          collisionPadding={12}
          aria-label={t('dataComponents.datePicker.calendar')}
          // The calendar focuses the chosen day (or today) itself, which is where the arrow keys start.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Suspense
            fallback={
              <CalendarLoading>
                <Spin />
              </CalendarLoading>
            }
          >
            {children}
          </Suspense>
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
