/**
 * A statistic's value as the reader's locale writes it (grouping, decimal sign). Strings pass through unchanged
 * (already formatted, or a placeholder like "—"); `precision` fixes the number of decimals.
 */
export function formatStatistic(
  value: number | string,
  locale: string,
  precision?: number,
): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '—';
  const digits = precision == null ? undefined : Math.max(0, Math.min(20, Math.floor(precision)));
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits ?? 3,
  }).format(value);
}
