/** GET /api/appointments/get-appointments?status=&q=&page=&limit= — newest request first. */
import type { z } from 'zod';
import { AppointmentsQuery, AppointmentsReply } from '#domain/schemas/admin-service';
import { adminKeys } from './keys';
import { getChecked, usePagedQuery } from './calls';

export type AppointmentsParams = z.input<typeof AppointmentsQuery>;
/** docs/shop/admin.md §8. */
export const APPOINTMENTS_LOAD_FAILED = 'Failed to load appointments.';

export function getAppointments(params: AppointmentsParams) {
  // The spec's words whatever the server said: the list is what failed.
  return getChecked(
    '/api/appointments/get-appointments',
    AppointmentsQuery,
    params,
    AppointmentsReply,
    APPOINTMENTS_LOAD_FAILED,
  );
}

export function useAppointments(params: AppointmentsParams) {
  return usePagedQuery(adminKeys.appointments(params), () => getAppointments(params));
}
