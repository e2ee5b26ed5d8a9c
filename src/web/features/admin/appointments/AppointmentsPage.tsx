/**
 * /admin/appointments (docs/shop/admin.md §2, §4; docs/shop/conventions.md §6): virtual viewing requests as
 * cards, newest first, each with a status select whose change is saved on the server — shown at once, reverted if
 * the server refuses — and, beside the list, the week's viewings (?view=week&week=YYYY-MM-DD,
 * docs/decisions/102).
 */
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../../../domain/business-constants';
import { errorMessage } from '../../../lib/api-client';
import { APPOINTMENTS_LOAD_FAILED, useAppointments } from '../api/get-appointments';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { AppointmentCard } from './AppointmentCard';
import { ListFilter } from '../components/ListFilter';
import { ui } from '../components/ui';
import { WeekView } from './WeekView';

const PAGE_SIZE = 24;
const FILTERS = ['status', 'view', 'week'] as const;

export default function AppointmentsPage() {
  const { params, update } = useListParams(FILTERS);
  const status = (APPOINTMENT_STATUSES as readonly string[]).includes(params.filters.status ?? '')
    ? (params.filters.status as AppointmentStatus)
    : undefined;
  const query = useAppointments({ q: params.q || undefined, page: params.page, limit: PAGE_SIZE, status });
  useClampPage(params.page, query.isPlaceholderData ? undefined : query.data?.total, PAGE_SIZE, update);
  const mutation = useUpdateAppointmentStatus();
  const week = params.filters.view === 'week';

  return (
    <div>
      <PageHeader
        title="Appointments"
        description={
          week ? 'Virtual viewings by day, at the times booked.' : 'Virtual viewing requests, newest first.'
        }
      />
      <nav aria-label="Appointments view" className="mb-4 flex gap-1">
        {(
          [
            ['', 'List'],
            ['week', 'Week'],
          ] as const
        ).map(([value, label]) => {
          const current = (params.filters.view === 'week' ? 'week' : '') === value;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={current}
              onClick={() => update({ view: value, week: '' })}
              className={current ? ui.btnPrimary : ui.btnSecondary}
            >
              {label}
            </button>
          );
        })}
      </nav>
      {week ? (
        <WeekView week={params.filters.week ?? ''} onWeek={(monday) => update({ week: monday })} />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
            <SearchBox
              value={params.q}
              onSearch={(q) => update({ q })}
              label="Search appointments"
              placeholder="Name or e-mail"
            />
            <ListFilter
              label="Filter by status"
              value={status ?? ''}
              onChange={(v) => update({ status: v })}
              allLabel="All statuses"
              options={APPOINTMENT_STATUSES}
            />
          </div>

          {query.isPending ? (
            <Loading label="Loading appointments…" />
          ) : query.isError ? (
            <LoadError
              message={APPOINTMENTS_LOAD_FAILED}
              detail={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
            />
          ) : query.data.data.length === 0 ? (
            <EmptyState
              message={params.q || status ? 'No appointments match this search.' : 'No appointments yet.'}
            />
          ) : (
            <>
              <div
                className={`grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {query.data.data.map((a) => (
                  <AppointmentCard
                    key={a._id}
                    appointment={a}
                    pending={mutation.isPending && mutation.variables?.id === a._id}
                    onStatus={(next) => mutation.mutate({ id: a._id, status: next })}
                  />
                ))}
              </div>
              <Pagination
                page={params.page}
                limit={PAGE_SIZE}
                total={query.data.total}
                onPage={(page) => update({ page })}
                noun="appointments"
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
