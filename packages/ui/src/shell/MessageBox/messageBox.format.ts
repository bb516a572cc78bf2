/** Dates of the message box, per interface language (Intl, so each language says "today" and dates its own way). */

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The server's `YYYY-MM-DD HH:mm:ss` (local time) as a Date, or null for any other text. */
export function parseMessageTime(time: string): Date | null {
  const match = SERVER_TIME.exec(time.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0'] = match;
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  return Number.isNaN(date.getTime()) || date.getMonth() !== Number(month) - 1 ? null : date;
}

function daysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/**
 * When a message was sent, as the language says it: 'Today 12:30' / '今天 12:30', 'Yesterday 18:05' / '昨天 18:05',
 * 'Nov 20, 10:12' / '11月20日 10:12' this year, with the year before. A time the server wrote some other way is
 * shown as it came.
 */
export function formatMessageTime(locale: string, time: string, now: Date = new Date()): string {
  const date = parseMessageTime(time);
  if (!date) return time;
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const days = daysBetween(date, now);
  if (days === 0 || days === 1) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
    const word = relative.charAt(0).toLocaleUpperCase(locale) + relative.slice(1);
    return `${word} ${new Intl.DateTimeFormat(locale, clock).format(date)}`;
  }
  return new Intl.DateTimeFormat(locale, {
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    ...clock,
  }).format(date);
}
