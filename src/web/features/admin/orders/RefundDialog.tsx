/**
 * "Refund" without cancelling (docs/decisions/097): a return or a goodwill amount on an order that stays as it
 * is — the amount (at most what is still refundable, shown) and an optional reason for the shop's records.
 * The server refunds through the provider that took the money and e-mails the shopper.
 */
import { useState } from 'react';
import { formatINR } from '#domain/money';
import { RefundInput } from '#domain/schemas/admin-orders';
import { REFUND_FAILED, useRefundOrder } from '../api/refund-order';
import { ActionDialog } from './ActionDialog';
import { providerName, refundableOf } from './order-money';
import { amountToSend, refundedAlready, refundErrors } from './refund-errors';
import { ReasonField, RefundAmountField } from './RefundFields';
import { problemsOf, useOrderAction, type OrderDialogProps } from './use-order-action';

const LABELS: Record<string, string> = { amount: 'Amount to refund', reason: 'Reason' };

export function RefundDialog(props: OrderDialogProps) {
  const { order } = props;
  const refundable = refundableOf(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { errors, submit, dialog } = useOrderAction(useRefundOrder(), props, {
    problems: (found) => problemsOf(LABELS, found),
    failed: REFUND_FAILED,
    known: (p) => p in LABELS,
  });

  const onSubmit = (form: HTMLFormElement) => {
    const input = { amount: amountToSend(amount), reason };
    const found = refundErrors(RefundInput, input, { amount, refundable });
    submit(form, input, found);
  };

  return (
    <ActionDialog
      {...dialog}
      title={`Refund order #${order.orderNumber}`}
      description={
        <>
          Money back through {providerName(order.paymentProvider)}; the order keeps its status and{' '}
          {order.user.name} is e-mailed the amount.
        </>
      }
      submitLabel="Refund"
      busyLabel="Refunding…"
      onSubmit={onSubmit}
    >
      <RefundAmountField
        className="max-w-[14rem]"
        value={amount}
        error={errors.amount}
        hint={`At most ${formatINR(refundable)}${refundedAlready(order)}.`}
        onChange={setAmount}
      />
      <ReasonField
        label="Reason (optional)"
        value={reason}
        error={errors.reason}
        hint="For the shop's records, e.g. “Returned: ring size too small”."
        onChange={setReason}
      />
    </ActionDialog>
  );
}
