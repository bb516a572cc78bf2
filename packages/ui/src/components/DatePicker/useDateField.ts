import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { dateOutOfBounds, parseTypedDate, type IsoDate } from './isoDate';

export interface DateFieldOptions {
  /** The field's committed date. */
  value: IsoDate | null;
  min?: IsoDate;
  max?: IsoDate;
  /** Called with a typed date that passed every check (or `null` for an emptied field). */
  onCommit: (value: IsoDate | null) => void;
  /** A further check (the range's order); returns the message to show, or null. */
  check?: (value: IsoDate) => string | null;
}

/**
 * The typed half of a date field: what the box shows while the user types, and the settling of that text on blur
 * or Enter. A text that is not a day, or breaks a bound, keeps the committed date and shows why.
 */
export function useDateField({ value, min, max, onCommit, check }: DateFieldOptions) {
  const { t } = useDataComponentsTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');

  const reset = () => {
    setDraft(null);
    setError('');
  };
  const settle = () => {
    if (draft === null) return;
    const typed = parseTypedDate(draft);
    if (typed === undefined) return setError(t('dataComponents.datePicker.invalid'));
    const broken = typed === null ? null : dateOutOfBounds(typed, { min, max });
    if (broken) return setError(t(`dataComponents.datePicker.${broken}`, { min, max }));
    const refused = typed === null ? null : (check?.(typed) ?? null);
    if (refused) return setError(refused);
    reset();
    if (typed !== value) onCommit(typed);
  };

  return {
    error,
    reset,
    inputProps: {
      value: draft ?? value ?? '',
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
      onBlur: settle,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') settle();
        if (event.key === 'Escape' && draft !== null) {
          event.preventDefault();
          reset();
        }
      },
    },
  };
}
