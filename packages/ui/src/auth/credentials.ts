/** A mainland China mobile number: 11 digits starting with 13–19 (contract §5 'mobile must be correct'). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Longest text a mobile box takes: a number written out in full, `+86 138-0000-0001` or `(0086) 138 0000 0001`. */
export const MOBILE_INPUT_MAX = 24;

// Blanks (any width) and what people write between digit groups: hyphens and dashes, dots, brackets.
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;

/**
 * A mobile number as typed or pasted, tidied before the 11-digit rule is checked: full-width characters of a
 * Chinese keyboard made ASCII (NFKC), blanks, dashes, dots and brackets dropped, and the country code in front
 * (`+86`, `0086`, or `86` before an 11-digit number) removed. Anything else stays, so the rule still refuses it.
 */
export function normalizeMobile(text: string): string {
  const compact = text.normalize('NFKC').replace(SEPARATORS, '');
  const national = compact.replace(/^(?:\+86|0086)/, '');
  return /^861[3-9]\d{9}$/.test(national) ? national.slice(2) : national;
}
