import { useId, useState } from 'react';
import { CalendarDays, Clock, Mail, Video } from 'lucide-react';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#domain/business-constants';
import type { AppointmentDto } from '#domain/schemas/appointments';
import { Badge, appointmentTone } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDateTime, formatDay } from '../lib/format';
import { formatSlot } from '#domain/schemas/appointments';
import { AppointmentDialogs, type AppointmentAct } from './AppointmentDialogs';

/**
 * One virtual viewing request with its status select (docs/shop/admin.md §2 "Appointments"). Choosing Confirmed
 * or Cancelled opens a dialog first — those e-mail the shopper (docs/decisions/102); Reschedule moves it.
 */
export function AppointmentCard({
  appointment: a,
  pending,
  onStatus,
}: {
  appointment: AppointmentDto;
  pending: boolean;
  onStatus: (status: AppointmentStatus) => void;
}) {
  const selectId = useId();
  const [act, setAct] = useState<AppointmentAct>(null);
  const open = a.status === 'Pending' || a.status === 'Confirmed';
  const choose = (next: AppointmentStatus) => {
    if (next === 'Confirmed' && a.status !== 'Confirmed') setAct('confirm');
    else if (next === 'Cancelled' && a.status !== 'Cancelled') setAct('cancel');
    else onStatus(next);
  };
  const details = [
    ['Metal', a.material],
    ['Shape', a.shape],
    ['Budget', a.budget],
  ].filter((d): d is [string, string] => !!d[1]);
  return (
    <article className={`${ui.card} flex flex-col p-4`} aria-labelledby={`${selectId}-name`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${selectId}-name`} className="truncate font-sans text-base font-medium">
            {a.name}
          </h2>
          <a
            href={`mailto:${a.email}`}
            className="inline-flex max-w-full items-center gap-1 truncate text-muted underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span className="truncate">{a.email}</span>
          </a>
        </div>
        <Badge tone={appointmentTone(a.status)}>{a.status}</Badge>
      </div>

      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="h-4 w-4 text-gold" />
          {formatDay(a.date)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4 text-gold" />
          {formatSlot(a.time)}
        </span>
      </p>
      {a.meetingLink && (
        <p className="mt-2 flex min-w-0 items-center gap-1.5">
          <Video aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" />
          <a href={a.meetingLink} target="_blank" rel="noreferrer noopener" className={`${ui.link} truncate`}>
            <span className="sr-only">Meeting link: </span>
            {a.meetingLink}
          </a>
        </p>
      )}

      {details.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {a.notes && (
        <p className="mt-3 whitespace-pre-line border-l-2 border-line pl-3 text-charcoal">{a.notes}</p>
      )}

      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        <p className="text-xs text-muted">Requested {formatDateTime(a.createdAt)}</p>
        <div>
          <label htmlFor={selectId} className="mb-1 block text-xs text-muted">
            Status
          </label>
          <select
            id={selectId}
            value={a.status}
            disabled={pending}
            onChange={(e) => choose(e.target.value as AppointmentStatus)}
            className={`${ui.input} w-36 appearance-auto py-1 disabled:cursor-wait`}
          >
            {APPOINTMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {open && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
          <button type="button" className={ui.btnSecondary} onClick={() => setAct('reschedule')}>
            Reschedule
            <span className="sr-only"> {a.name}’s viewing</span>
          </button>
          <button type="button" className={ui.btnGhost} onClick={() => setAct('confirm')}>
            {a.status === 'Confirmed' ? 'Meeting link' : 'Confirm…'}
            <span className="sr-only"> for {a.name}</span>
          </button>
        </div>
      )}
      <AppointmentDialogs appointment={a} act={act} onClose={() => setAct(null)} />
    </article>
  );
}
