/**
 * PUT /api/appointments/{id}/status — conventions.md: the change is saved on the server. The card shows the
 * new status at once; if the server refuses, it goes back with 'Could not update status. Reverting changes.'.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AppointmentStatus } from '../../../../domain/business-constants';
import {
  AppointmentStatusInput,
  AppointmentStatusReply,
  type AppointmentsReply,
} from '../../../../domain/schemas/admin-service';
import { notify } from '../lib/notify';
import { adminKeys } from './keys';

export const APPOINTMENT_STATUS_FAILED = 'Could not update status. Reverting changes.';

export function updateAppointmentStatus(id: string, status: AppointmentStatus) {
  return api(`/api/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: AppointmentStatusInput.parse({ status }),
    schema: AppointmentStatusReply,
    fallbackMessage: APPOINTMENT_STATUS_FAILED,
  });
}

type Snapshot = Array<[readonly unknown[], AppointmentsReply | undefined]>;

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  const patch = (id: string, status: AppointmentStatus) =>
    queryClient.setQueriesData<AppointmentsReply>({ queryKey: adminKeys.appointmentList() }, (r) =>
      r ? { ...r, data: r.data.map((a) => (a._id === id ? { ...a, status } : a)) } : r,
    );
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      updateAppointmentStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.appointmentList() });
      const snapshot: Snapshot = queryClient.getQueriesData<AppointmentsReply>({
        queryKey: adminKeys.appointmentList(),
      });
      patch(id, status);
      return { snapshot };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notify.error(APPOINTMENT_STATUS_FAILED);
    },
    onSuccess: (reply) => {
      patch(reply.appointment._id, reply.appointment.status);
      notify.success(reply.message);
    },
  });
}
