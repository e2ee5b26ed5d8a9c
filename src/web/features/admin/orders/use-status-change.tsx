/**
 * The status dropdown's rules (docs/decisions/097): the spec's dropdown stays and a move forward along
 * Placed → Processing → Shipped → Delivered applies at once, but a move back, or out of Cancelled, first asks
 * "Are you sure?" (ConfirmDialog) and is then sent with `confirm: true`; a move to Cancelled opens the
 * "Cancel order" form (a reason, restock and refund are part of cancelling a paid order). Should the server ask
 * for a confirmation the screen did not (409), its message is asked instead.
 */
import { useState } from 'react';
import { AFTER_SALE_MESSAGES as AS, needsConfirmation } from '#domain/after-sale';
import type { OrderStatus } from '#domain/business-constants';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { isConfirmationAsked, useUpdateOrderStatus } from '../api/update-order-status';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CancelOrderDialog } from './CancelOrderDialog';

interface Asked {
  order: AdminOrderDto;
  next: OrderStatus;
  /** The server's reason, when it asked. */
  reason?: string;
}

/** The question, and the sentence the server would answer with (after-sale.ts), for the confirmation. */
function question({ order, next, reason }: Asked): { title: string; description: string; confirm: string } {
  const n = order.orderNumber;
  if (order.status === 'Cancelled')
    return {
      title: `Reopen order #${n} as ${next}?`,
      description: reason ?? AS.confirmReopen(n, next),
      confirm: 'Reopen order',
    };
  return {
    title: `Move order #${n} back to ${next}?`,
    description: reason ?? AS.confirmBackwards(n, order.status, next),
    confirm: 'Move back',
  };
}

export function useStatusChange() {
  const mutation = useUpdateOrderStatus();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrderDto | null>(null);

  const send = (order: AdminOrderDto, next: OrderStatus, confirm: boolean) =>
    mutation.mutate(
      { id: order._id, status: next, confirm },
      {
        onError: (err) => {
          if (isConfirmationAsked(err) && !confirm) setAsked({ order, next, reason: err.message });
        },
      },
    );

  const request = (order: AdminOrderDto, next: OrderStatus) => {
    if (next === order.status) return;
    if (next === 'Cancelled') setCancelling(order);
    else if (needsConfirmation(order.status, next)) setAsked({ order, next });
    else send(order, next, false);
  };

  const words = asked && question(asked);
  const dialogs = (
    <>
      <ConfirmDialog
        open={!!asked}
        onOpenChange={(open) => !open && setAsked(null)}
        title={words?.title ?? ''}
        description={words?.description}
        confirmLabel={words?.confirm ?? 'Confirm'}
        onConfirm={() => {
          if (asked) send(asked.order, asked.next, true);
          setAsked(null);
        }}
      />
      {cancelling && (
        <CancelOrderDialog
          key={cancelling._id}
          order={cancelling}
          open
          onOpenChange={(open) => !open && setCancelling(null)}
        />
      )}
    </>
  );

  return {
    request,
    dialogs,
    isPending: (id: string) => mutation.isPending && mutation.variables?.id === id,
  };
}
