/** Why a value was moved into range: it was below `min` or above `max`. */
export type ClampReason = 'min' | 'max';

export interface NumberBounds {
  min?: number;
  max?: number;
}

/** The value moved into `[min, max]`, with the bound it hit (none when it was already in range). */
export function clampNumber(
  value: number,
  { min = -Infinity, max = Infinity }: NumberBounds,
): { value: number; reason?: ClampReason } {
  if (value < min) return { value: min, reason: 'min' };
  if (value > max) return { value: max, reason: 'max' };
  return { value };
}

/** Rounds to `precision` decimals without binary noise (0.1 + 0.2 → 0.3); no precision leaves the value as is. */
export function roundTo(value: number, precision?: number): number {
  if (precision == null) return value;
  const factor = 10 ** Math.max(0, Math.floor(precision));
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Decimals of a number as written (`0.25` → 2), so a step of 0.1 never yields 0.30000000000000004. */
function decimalsOf(value: number): number {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * One step up (`direction` 1) or down (-1) from `value`, kept in range. An empty value steps from the bound nearest
 * to zero (or 0), as Arco's does.
 */
export function stepNumber(
  value: number | null,
  {
    step = 1,
    direction,
    min,
    max,
    precision,
  }: NumberBounds & {
    step?: number;
    direction: 1 | -1;
    precision?: number;
  },
): number {
  const start = value ?? clampNumber(0, { min, max }).value;
  const decimals = precision ?? Math.max(decimalsOf(start), decimalsOf(step));
  const next = roundTo(value == null ? start : start + step * direction, decimals);
  return clampNumber(next, { min, max }).value;
}

/**
 * What may stand in the box while typing: an optional minus, digits, one decimal point, and `,` between digits of the
 * whole part — both interface languages (zh-CN, en-US) group thousands with it, so `1,000` typed or pasted is 1000.
 */
export const NUMBER_DRAFT = /^-?[\d,]*(?:\.\d*)?$/;

/** Where grouping commas may stand in a finished number: between groups of three digits, as `1,000,000`. */
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Typed or pasted text in the box's own characters: full-width digits, signs and punctuation of a Chinese keyboard
 * made ASCII (NFKC: `１，０００` → `1,000`), blanks dropped (`1 000`).
 */
export function normalizeNumberText(text: string): string {
  return text.normalize('NFKC').replace(/\s/g, '');
}

/**
 * A typed text as a number: `null` for an empty box, `undefined` for text that is not (yet) a number ("-", ".",
 * "1,00" on its way to "1,000", a comma out of place as in "1,5").
 */
export function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!NUMBER_DRAFT.test(trimmed) || !/\d/.test(trimmed)) return undefined;
  if (trimmed.includes(',') && !GROUPED.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** The value as the box shows it: fixed decimals with a precision, else as written. */
export function formatNumber(value: number | null, precision?: number): string {
  if (value == null) return '';
  return precision == null ? String(value) : value.toFixed(Math.max(0, Math.floor(precision)));
}
