/** Time formats of the monitor, per interface language. */

/** The time of day a chat message was sent, with seconds, 24-hour: '13:09:12'. */
export function formatChatTime(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** How long a studio has been on air, as a clock: '00:05:19', '01:30:10'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
