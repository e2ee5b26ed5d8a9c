/**
 * PUT /api/admin/appointments/{id} {date, time, meetingLink?} — the shop moves a viewing (docs/decisions/102); the
 * server checks the booking's rules and e-mails the shopper. Field errors come back under their fields.
 */
import { AppointmentRescheduleReply, type AppointmentRescheduleInput } from '#domain/schemas/admin-service';
import { send } from './calls';
import { adminKeys } from './keys';
import { EMAILED_NOTE } from './update-appointment-status';
import { useToastMutation } from './toast-mutation';

export const RESCHEDULE_FAILED = 'Could not move the appointment. Please try again.';

export function rescheduleAppointment(id: string, body: AppointmentRescheduleInput) {
  return send(
    'PUT',
    `/api/admin/appointments/${encodeURIComponent(id)}`,
    AppointmentRescheduleReply,
    RESCHEDULE_FAILED,
    body,
  );
}

export function useRescheduleAppointment() {
  return useToastMutation(
    ({ id, ...body }: AppointmentRescheduleInput & { id: string }) => rescheduleAppointment(id, body),
    {
      done: (reply) => (reply.emailed ? `${reply.message}. ${EMAILED_NOTE}` : reply.message),
      refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.appointments.all() }),
    },
  );
}
