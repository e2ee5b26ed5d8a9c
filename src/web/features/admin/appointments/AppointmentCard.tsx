import { useId, useState } from 'react';
import { Mail } from 'lucide-react';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#domain/business-constants';
import type { AppointmentDto } from '#domain/schemas/appointments';
import { Badge, appointmentTone } from '../components/Badge';
import { StatusSelect } from '../components/StatusSelect';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { AppointmentDialogs, type AppointmentAct } from './AppointmentDialogs';
import { AppointmentFacts } from './AppointmentFacts';

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

      <AppointmentFacts appointment={a} />

      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        <p className="text-xs text-muted">Requested {formatDateTime(a.createdAt)}</p>
        <div>
          <label htmlFor={selectId} className="mb-1 block text-xs text-muted">
            Status
          </label>
          <StatusSelect
            id={selectId}
            statuses={APPOINTMENT_STATUSES}
            value={a.status}
            pending={pending}
            onChange={choose}
            className="w-36"
          />
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
