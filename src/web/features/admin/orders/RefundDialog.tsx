/**
 * "Refund" without cancelling (docs/decisions/097): a return or a goodwill amount on an order that stays as it
 * is — the amount (at most what is still refundable, shown) and an optional reason for the shop's records.
 * The server refunds through the provider that took the money and e-mails the shopper.
 */
import { useState } from 'react';
import { AFTER_SALE_LIMITS as L, AFTER_SALE_MESSAGES as AS } from '#domain/after-sale';
import { formatINR } from '#domain/money';
import { RefundInput } from '#domain/schemas/admin-orders';
import { TextArea, TextInput } from '../components/fields';
import { REFUND_FAILED, useRefundOrder } from '../api/refund-order';
import { ActionDialog } from './ActionDialog';
import { issuesByField } from './form-errors';
import { providerName, refundableOf, rupeesFromText } from './order-money';
import { problemsOf, useOrderAction, type OrderDialogProps } from './use-order-action';

const LABELS: Record<string, string> = { amount: 'Amount to refund', reason: 'Reason' };

export function RefundDialog(props: OrderDialogProps) {
  const { order, open, onOpenChange } = props;
  const refundable = refundableOf(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { errors, message, submit, busy } = useOrderAction(useRefundOrder(), props, {
    failed: REFUND_FAILED,
    known: (p) => p in LABELS,
  });

  const onSubmit = (form: HTMLFormElement) => {
    const input = { amount: amount.replace(/[₹,\s]/g, ''), reason };
    const parsed = RefundInput.safeParse(input);
    const found = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (!found.amount && rupeesFromText(amount) > refundable) found.amount = AS.amountTooHigh(refundable);
    submit(
      form,
      input,
      found,
      Object.keys(LABELS).find((name) => found[name]),
    );
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refund order #${order.orderNumber}`}
      description={
        <>
          Money back through {providerName(order.paymentProvider)}; the order keeps its status and{' '}
          {order.user.name} is e-mailed the amount.
        </>
      }
      submitLabel="Refund"
      busyLabel="Refunding…"
      busy={busy}
      problems={problemsOf(LABELS, errors)}
      message={message}
      onSubmit={onSubmit}
    >
      <TextInput
        label="Amount to refund (₹)"
        name="amount"
        required
        inputMode="decimal"
        autoComplete="off"
        className="max-w-[14rem]"
        value={amount}
        error={errors.amount}
        hint={`At most ${formatINR(refundable)}${order.refundedAmount > 0 ? ` (${formatINR(order.refundedAmount)} refunded already)` : ''}.`}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextArea
        label="Reason (optional)"
        name="reason"
        rows={3}
        maxLength={L.reasonMax + 50}
        value={reason}
        error={errors.reason}
        hint="For the shop's records, e.g. “Returned: ring size too small”."
        onChange={(e) => setReason(e.target.value)}
      />
    </ActionDialog>
  );
}
