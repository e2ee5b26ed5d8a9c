/**
 * /admin/appointments (docs/shop/admin.md §2, §4; docs/shop/conventions.md §6): virtual viewing requests as
 * cards, newest first, each with a status select whose change is saved on the server — shown at once, reverted if
 * the server refuses — and, beside the list, the week's viewings (?view=week&week=YYYY-MM-DD,
 * docs/decisions/102).
 */
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#domain/business-constants';
import { useAppointments } from '../api/get-appointments';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import { ui } from '../components/ui';
import { AdminListPage } from '../shared/AdminListPage';
import { useAdminList } from '../shared/use-admin-list';
import { AppointmentCard } from './AppointmentCard';
import { WeekView } from './WeekView';

const PAGE_SIZE = 24;

export default function AppointmentsPage() {
  const list = useAdminList({
    search: 'Name or e-mail',
    filters: [
      { name: 'status', label: 'Filter by status', allLabel: 'All statuses', options: APPOINTMENT_STATUSES },
    ],
    extra: ['view', 'week'],
    pageSize: PAGE_SIZE,
  });
  const appointments = useAppointments({
    ...list.paging,
    status: (list.values.status || undefined) as AppointmentStatus | undefined,
  });
  const mutation = useUpdateAppointmentStatus();
  const week = list.raw.view === 'week';

  return (
    <AdminListPage
      title="Appointments"
      description={
        week ? 'Virtual viewings by day, at the times booked.' : 'Virtual viewing requests, newest first.'
      }
      intro={
        <nav aria-label="Appointments view" className="mb-4 flex gap-1">
          {(
            [
              [false, 'List'],
              [true, 'Week'],
            ] as const
          ).map(([isWeek, label]) => (
            <button
              key={label}
              type="button"
              aria-pressed={week === isWeek}
              onClick={() => list.update({ view: isWeek ? 'week' : '', week: '' })}
              className={week === isWeek ? ui.btnPrimary : ui.btnSecondary}
            >
              {label}
            </button>
          ))}
        </nav>
      }
      view={
        week ? (
          <WeekView week={list.raw.week ?? ''} onWeek={(monday) => list.update({ week: monday })} />
        ) : undefined
      }
      noun="appointments"
      list={list}
      source={appointments}
      cards={{
        className: 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3',
        render: (a) => (
          <AppointmentCard
            appointment={a}
            pending={mutation.isPending && mutation.variables?.id === a._id}
            onStatus={(next) => mutation.mutate({ id: a._id, status: next })}
          />
        ),
      }}
    />
  );
}
