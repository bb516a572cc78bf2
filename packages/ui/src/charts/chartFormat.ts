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

/**
 * The numbers of a value axis, one rule for every chart: the whole axis in one unit, the largest one the language's
 * compact notation has that its smallest labelled tick still fills — 'K'/'M' in en-US ('0', '2K', '4K', '6K'),
 * '万'/'亿' in zh-CN ('0', '2万', '4万'). Below that unit the axis keeps grouped digits ('0', '2,000', '4,000'), so
 * zh-CN, where 千 is not a counting unit, reads '8,000' and not '0.8万', and no axis mixes '8000' with '1万'. As few
 * decimals as tell the ticks apart. Tooltips, tables and summaries keep full numbers (`formatChartNumber`).
 */
export function chartAxisFormat(
  locale: string,
  ticks: readonly number[],
): (value: number) => string {
  const labelled = ticks.map((tick) => Math.abs(tick)).filter((tick) => tick > 0);
  const unit = compactUnit(locale, labelled.length > 0 ? Math.min(...labelled) : 0);
  const size = unit?.size ?? 1;
  const digits = Math.max(0, ...ticks.map((tick) => decimalsOf(tick / size)));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
  return (value) => {
    if (!unit || value === 0) return number.format(value);
    const scaled = number.format(value / size);
    return unit.parts.map((part) => (part.type === 'integer' ? scaled : part.value)).join('');
  };
}

/** The largest power of ten up to `value` that the language's compact notation writes as one unit ('1K', '1万'). */
function compactUnit(
  locale: string,
  value: number,
): { size: number; parts: Intl.NumberFormatPart[] } | null {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 0 });
  for (let power = Math.floor(Math.log10(Math.max(value, 1))); power >= 3; power -= 1) {
    const size = 10 ** power;
    const parts = compact.formatToParts(size);
    const integers = parts.filter((part) => part.type === 'integer');
    if (
      parts.some((part) => part.type === 'compact') &&
      integers.map((p) => p.value).join('') === '1'
    )
      return { size, parts };
  }
  return null;
}

/** How many decimals `value` needs (at most 3): 1.5 → 1, 0.25 → 2, 4 → 0. */
function decimalsOf(value: number): number {
  for (let digits = 0; digits < 3; digits += 1) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return digits;
  }
  return 3;
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
