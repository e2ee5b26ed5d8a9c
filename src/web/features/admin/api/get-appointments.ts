/** GET /api/appointments/get-appointments?status=&q=&page=&limit= — newest request first. */
import { AppointmentsQuery, AppointmentsReply } from '#domain/schemas/admin-service';
import { adminKeys } from './keys';
import { pagedList } from './calls';

/** docs/shop/admin.md §8. */
export const APPOINTMENTS_LOAD_FAILED = 'Failed to load appointments.';

export const useAppointments = pagedList(
  '/api/appointments/get-appointments',
  AppointmentsQuery,
  AppointmentsReply,
  APPOINTMENTS_LOAD_FAILED,
  adminKeys.appointments.page,
  (reply) => reply.data,
);
