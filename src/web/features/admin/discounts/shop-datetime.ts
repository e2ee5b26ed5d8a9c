/**
 * A code's start and end are typed as the shop's wall-clock time (`<input type="datetime-local">`, decision 085)
 * and sent as the instant they name, with its offset; an instant read back is shown the same way.
 */

/** The zone's offset from UTC, in minutes, at `at`. */
function offsetMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-24T10:00' in `zone` → '2026-11-24T10:00:00+05:30'; '' for blank, null for text that is no time. */
export function wallTimeToInstant(local: string, zone: string): string | null {
  if (!local.trim()) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // The offset at that wall time (twice, so a change of offset in between settles).
  let offset = offsetMinutes(new Date(asUtc), zone);
  offset = offsetMinutes(new Date(asUtc - offset * 60_000), zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant → '2026-11-24T10:00' on the shop's clock, for the input; '' for none. */
export function instantToWallTime(iso: string | null, zone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() + offsetMinutes(at, zone) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(
    local.getUTCHours(),
  )}:${pad(local.getUTCMinutes())}`;
}
