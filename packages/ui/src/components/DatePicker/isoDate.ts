/** A calendar date as `YYYY-MM-DD`, the form every DatePicker value and bound takes. */
export type IsoDate = string;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The local calendar day of a `Date` as `YYYY-MM-DD` (no time zone shift, unlike `toISOString`). */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `YYYY-MM-DD` string as a local `Date` at midnight; `undefined` for anything else or an impossible day. */
export function fromIsoDate(value: string | null | undefined): Date | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 2025-02-30 over to March; a day that does not exist is not a date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/**
 * What the user typed, as a date: `YYYY-MM-DD`, also with `/` or `.` and one-digit month or day (`2025/3/7`).
 * Returns the normalised `YYYY-MM-DD`, `null` for an empty field, or `undefined` for text that is not a real day.
 */
export function parseTypedDate(text: string): IsoDate | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed);
  if (!match) return undefined;
  const iso = `${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}`;
  return fromIsoDate(iso) ? iso : undefined;
}

/** Which bound a date breaks, if any. ISO dates compare as strings. */
export function dateOutOfBounds(
  value: IsoDate,
  { min, max }: { min?: IsoDate; max?: IsoDate },
): 'beforeMin' | 'afterMax' | null {
  if (min && value < min) return 'beforeMin';
  if (max && value > max) return 'afterMax';
  return null;
}
