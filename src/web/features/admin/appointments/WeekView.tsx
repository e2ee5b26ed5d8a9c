/**
 * The appointments' week (docs/decisions/102): Monday to Sunday in seven columns from 1024 px, a list of days on
 * narrower screens; previous and next week; today marked (aria-current="date" and a gold "Today"). Days are the
 * shop's days: a viewing's date and slot are wall-clock times in India, shown as booked.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCalendarDay } from '#domain/shop-time';
import { addDays, formatSlot, shopDate, type AppointmentDto } from '#domain/schemas/appointments';
import { ADMIN_PAGE_MAX } from '#domain/schemas/admin-paging';
import { shopTimeZone } from '#web/lib/shop-time';
import { APPOINTMENTS_LOAD_FAILED, useAppointments } from '../api/get-appointments';
import { Badge, appointmentTone } from '../components/Badge';
import { QueryState } from '../components/LoadState';
import { ui } from '../components/ui';
import { weekDays, weekFrom, mondayOf } from './week';

const weekdayShort = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const weekdayLong = (day: string) => formatCalendarDay(day, 'weekday');

function WeekNav({
  monday,
  today,
  onWeek,
}: {
  monday: string;
  today: string;
  onWeek: (monday: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      {/* Short words on a phone, whole ones from 640 px; the name is the same for a screen reader. */}
      <button
        type="button"
        aria-label="Previous week"
        className={ui.btnGhost}
        onClick={() => onWeek(addDays(monday, -7))}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous<span className="max-sm:hidden"> week</span>
      </button>
      {monday !== mondayOf(today) && (
        <button type="button" className={ui.btnGhost} onClick={() => onWeek('')}>
          This week
        </button>
      )}
      <button
        type="button"
        aria-label="Next week"
        className={ui.btnGhost}
        onClick={() => onWeek(addDays(monday, 7))}
      >
        Next<span className="max-sm:hidden"> week</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** One day of the week: its name (today marked) and its viewings, or "No viewings". */
function WeekDay({ day, today, items }: { day: string; today: string; items: AppointmentDto[] }) {
  const isToday = day === today;
  return (
    <li
      aria-current={isToday ? 'date' : undefined}
      aria-label={`${weekdayLong(day)}${isToday ? ', today' : ''}: ${items.length} ${items.length === 1 ? 'viewing' : 'viewings'}`}
      className={`${ui.card} flex min-h-0 flex-col p-2 lg:min-h-[9rem] ${isToday ? 'border-gold bg-gold-tint/40' : ''} ${items.length === 0 && !isToday ? 'max-lg:hidden' : ''}`}
    >
      <h3 className="mb-1.5 flex items-baseline justify-between gap-1 font-sans text-[13px] font-medium">
        <span>
          <span className="lg:hidden">{weekdayLong(day)}</span>
          <span className="max-lg:hidden">
            {weekdayShort(day)} {formatCalendarDay(day, 'dayMonth')}
          </span>
        </span>
        {isToday && <span className="text-xs uppercase tracking-[0.12em] text-gold-text">Today</span>}
      </h3>
      {items.length === 0 ? (
        <p className="text-xs text-muted">No viewings</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {items.map((a) => (
            <li
              key={a._id}
              className={`rounded-[2px] border border-line bg-surface px-2 py-1.5 text-[13px] ${a.status === 'Cancelled' ? 'text-muted line-through' : ''}`}
            >
              <span className="block font-medium">{formatSlot(a.time)}</span>
              <span className="block truncate">{a.name}</span>
              <span className="mt-0.5 block no-underline">
                <Badge tone={appointmentTone(a.status)}>{a.status}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function WeekView({ week, onWeek }: { week: string; onWeek: (monday: string) => void }) {
  const today = shopDate(new Date(), shopTimeZone());
  const monday = weekFrom(week, today);
  const days = weekDays(monday);
  const sunday = days[6]!;
  const { query } = useAppointments({ from: monday, to: sunday, limit: ADMIN_PAGE_MAX });
  const byDay = new Map<string, AppointmentDto[]>(days.map((d) => [d, []]));
  for (const a of query.data?.data ?? []) byDay.get(a.date)?.push(a);
  const label = `${formatCalendarDay(monday, 'dayMonth')} – ${formatCalendarDay(sunday, 'day')}`;

  return (
    <section aria-labelledby="week-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="week-heading" className="font-display text-xl" aria-live="polite">
          Week of {label}
        </h2>
        <WeekNav monday={monday} today={today} onWeek={onWeek} />
      </div>
      <QueryState query={query} loading="Loading the week…" failed={APPOINTMENTS_LOAD_FAILED}>
        {() => (
          <ol
            className={`grid gap-2 lg:grid-cols-7 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            data-testid="week-grid"
          >
            {days.map((day) => (
              <WeekDay key={day} day={day} today={today} items={byDay.get(day) ?? []} />
            ))}
          </ol>
        )}
      </QueryState>
      {query.data?.data.length === 0 && <p className="mt-3 text-muted lg:hidden">No viewings this week.</p>}
    </section>
  );
}
