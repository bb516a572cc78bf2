export { DatePicker } from './DatePicker';
export type { DatePickerChangeEvent, DatePickerProps } from './DatePicker';
export { DateRangePicker } from './DateRangePicker';
export type {
  DateRangePickerChangeEvent,
  DateRangePickerProps,
  DateRangeValue,
} from './DateRangePicker';
export { parseTypedDate, toIsoDate, fromIsoDate } from './isoDate';
export type { IsoDate } from './isoDate';
