/** Number formats of the workplace, per interface language (Intl, so zh-CN and en-US group digits their own way). */

export function formatInteger(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Large counts: '373.5万' in zh-CN, '3.7M' in en-US. */
export function formatCompact(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Yuan with two decimals: '¥5,670.00' (the narrow symbol, so en-US does not write 'CN¥'). */
export function formatYuan(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
  }).format(value);
}

/** A percentage given in percent units (2.8 → '2.8%'), without its sign. */
export function formatPercent(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(value) / 100);
}
