/** GET /api/appointments/get-appointments?status=&q=&page=&limit= — newest request first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { AppointmentsQuery, AppointmentsReply } from '../../../../domain/schemas/admin-service';
import { adminKeys, queryString } from './keys';

export type AppointmentsParams = z.input<typeof AppointmentsQuery>;
/** docs/shop/admin.md §8. */
export const APPOINTMENTS_LOAD_FAILED = 'Failed to load appointments.';

export function getAppointments(params: AppointmentsParams) {
  const query = AppointmentsQuery.parse(params);
  return api(`/api/appointments/get-appointments${queryString(query)}`, {
    schema: AppointmentsReply,
    // The spec's words whatever the server said: the list is what failed.
    fallbackMessage: APPOINTMENTS_LOAD_FAILED,
  });
}

export function useAppointments(params: AppointmentsParams) {
  return useQuery({
    queryKey: adminKeys.appointments(params),
    queryFn: () => getAppointments(params),
    placeholderData: keepPreviousData,
  });
}
