/**
 * PUT /api/appointments/{id}/status — docs/shop/conventions.md §6: the change is saved on the server. The card
 * shows the new status at once; if the server refuses, it goes back with 'Could not update status. Reverting
 * changes.'. Confirming may carry the meeting link (docs/decisions/102); the toast says when the shopper was
 * e-mailed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client';
import type { AppointmentStatus } from '#domain/business-constants';
import {
  AppointmentStatusReply,
  type AppointmentStatusInput,
  type AppointmentsReply,
} from '#domain/schemas/admin-service';
import { notify } from '../lib/notify';
import { adminKeys } from './keys';
import { send } from './calls';

export const APPOINTMENT_STATUS_FAILED = 'Could not update status. Reverting changes.';

export const EMAILED_NOTE = 'The shopper has been e-mailed.';

export interface AppointmentStatusChange {
  id: string;
  status: AppointmentStatus;
  /** Left out: the link stays; '' clears it. */
  meetingLink?: string;
  /** Sent from a dialog that shows the refusal itself: no toast then. */
  quiet?: boolean;
}

export function updateAppointmentStatus({ id, status, meetingLink }: AppointmentStatusChange) {
  return send(
    'PUT',
    `/api/appointments/${encodeURIComponent(id)}/status`,
    AppointmentStatusReply,
    APPOINTMENT_STATUS_FAILED,
    { status, ...(meetingLink === undefined ? {} : { meetingLink }) } satisfies AppointmentStatusInput,
  );
}

type Snapshot = Array<[readonly unknown[], AppointmentsReply | undefined]>;

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  const patch = (id: string, status: AppointmentStatus) =>
    queryClient.setQueriesData<AppointmentsReply>({ queryKey: adminKeys.appointments.all() }, (r) =>
      r ? { ...r, data: r.data.map((a) => (a._id === id ? { ...a, status } : a)) } : r,
    );
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.appointments.all() });
      const snapshot: Snapshot = queryClient.getQueriesData<AppointmentsReply>({
        queryKey: adminKeys.appointments.all(),
      });
      patch(id, status);
      return { snapshot };
    },
    onError: (err, vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      if (vars.quiet) return;
      // A refusal with a reason (a viewing already past) says it; anything else, the spec's words.
      notify.error(err instanceof ApiError && err.status === 409 ? err.message : APPOINTMENT_STATUS_FAILED);
    },
    onSuccess: (reply) => {
      queryClient.setQueriesData<AppointmentsReply>({ queryKey: adminKeys.appointments.all() }, (r) =>
        r ? { ...r, data: r.data.map((a) => (a._id === reply.appointment._id ? reply.appointment : a)) } : r,
      );
      notify.success(reply.emailed ? `${reply.message}. ${EMAILED_NOTE}` : reply.message);
    },
  });
}
