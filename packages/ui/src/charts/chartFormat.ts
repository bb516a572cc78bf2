/**
 * Number and date formats of the charts, per interface language (Intl, so zh-CN and en-US group digits, abbreviate
 * and name months their own way). Pure functions of the locale, for labels, tooltips, tables and summaries alike.
 */

/** A whole number (or `digits` decimals) with the language's grouping: '12,034'. */
export function formatChartNumber(locale: string, value: number, digits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A short label for an axis: '1.2万' in zh-CN, '12K' in en-US. */
export function formatChartCompact(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A value given in percent units (45.2 → '45.2%'). */
export function formatChartPercent(locale: string, percent: number, digits = 1): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(
    percent / 100,
  );
}

/** A `YYYY-MM-DD` day as the language writes a short date: '11月20日', 'Nov 20'. Other text is returned as is. */
export function formatChartDay(locale: string, isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Words joined as the language lists them: 'A、B和C', 'A, B, and C'. */
export function joinChartList(locale: string, parts: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}

/**
 * About how wide a label is in the charts' 12 px type: CJK characters are square, Latin digits and letters about
 * 7 px. Used to leave room for tick labels without measuring the DOM.
 */
export function estimateLabelWidth(text: string): number {
  let width = 0;
  for (const character of text) width += /[\u2E80-\uFFFF]/.test(character) ? 12 : 7;
  return width;
}
