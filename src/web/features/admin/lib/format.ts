/** Dates and numbers as the back office shows them: en-GB dates (21 Nov 2026), Indian digit grouping. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const count = new Intl.NumberFormat('en-IN');

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 21 Nov 2026 */
export function formatDate(value: string | Date | null | undefined): string {
  const d = value ? toDate(value) : null;
  return d ? dateFormat.format(d) : '—';
}

/** 21 Nov 2026, 14:05 */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = value ? toDate(value) : null;
  return d ? dateTimeFormat.format(d) : '—';
}

/**
 * A calendar day given as YYYY-MM-DD (appointments, the dashboard's days): read as that day, not as midnight
 * UTC, so it never shows as the day before in a western time zone.
 */
export function formatDay(day: string, style: 'long' | 'short' = 'long'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return style === 'short' ? dayMonth.format(d) : dateFormat.format(d);
}

/** 1,25,000 */
export function formatCount(n: number): string {
  return count.format(n);
}
