/**
 * PUT /api/order/{id}/huids — the pieces' BIS hallmark ids, per line (docs/api/admin.md, docs/decisions/095).
 * The saved order replaces the one in the cached lists; a refusal's field errors go back to the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderHuidsReply, type AdminOrdersReply, type OrderHuidsInput } from '#domain/schemas/admin-orders';
import { notify } from '../lib/notify';
import { adminKeys } from './keys';
import { send } from './calls';

export const HUIDS_FAILED = 'Could not save the hallmarks. Please try again.';

export function updateOrderHuids(id: string, lines: OrderHuidsInput['lines']) {
  return send('PUT', `/api/order/${encodeURIComponent(id)}/huids`, OrderHuidsReply, HUIDS_FAILED, { lines });
}

export function useUpdateOrderHuids() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lines }: { id: string; lines: Record<string, string[]> }) =>
      updateOrderHuids(id, lines),
    onSuccess: (reply, { id }) => {
      queryClient.setQueriesData<AdminOrdersReply>({ queryKey: adminKeys.orders.all() }, (r) =>
        r ? { ...r, orders: r.orders.map((o) => (o._id === id ? reply.order : o)) } : r,
      );
      notify.success(reply.message);
    },
  });
}
