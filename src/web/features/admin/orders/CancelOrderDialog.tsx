/**
 * "Cancel order" (docs/decisions/097): the reason (the shop's own record; the shopper is not shown it), whether
 * the pieces go back into stock (ticked: a cancelled order's pieces are usually still in the safe), and the
 * refund — everything still refundable, nothing, or an amount up to it, shown beside the choice. The server
 * refunds through the provider that took the money and e-mails the shopper.
 */
import { useState } from 'react';
import { formatINR } from '#domain/money';
import { CancelInput, type AdminOrderDto } from '#domain/schemas/admin-orders';
import { Checkbox } from '#web/components/form';
import { CANCEL_FAILED, useCancelOrder } from '../api/cancel-order';
import { ActionDialog } from './ActionDialog';
import type { FieldErrors } from './form-errors';
import { providerName, refundableOf } from './order-money';
import { amountToSend, refundedAlready, refundErrors } from './refund-errors';
import { ReasonField, RefundAmountField } from './RefundFields';
import { problemsOf, useOrderAction, type OrderDialogProps } from './use-order-action';

type Choice = 'full' | 'none' | 'amount';

const LABELS: Record<string, string> = { reason: 'Reason', refund: 'Refund', amount: 'Amount to refund' };

/** The refund that comes with cancelling: everything still refundable, an amount up to it, or nothing. */
function RefundChoice({
  order,
  choice,
  onChoice,
  amount,
  onAmount,
  errors,
}: {
  order: AdminOrderDto;
  choice: Choice;
  onChoice: (choice: Choice) => void;
  amount: string;
  onAmount: (amount: string) => void;
  errors: FieldErrors;
}) {
  const refundable = refundableOf(order);
  const radio = (value: Choice, label: string, disabled = false) => (
    <label className={`flex items-center gap-2 ${disabled ? 'text-muted' : ''}`}>
      <input
        type="radio"
        name="refund"
        value={value}
        checked={choice === value}
        disabled={disabled}
        onChange={() => onChoice(value)}
        className="h-4 w-4 accent-charcoal"
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby="cancel-refund-left">
      <legend className="mb-1 text-[13px] font-medium text-charcoal">Refund</legend>
      <p id="cancel-refund-left" className="mb-2 text-xs text-muted">
        {refundable > 0
          ? `${formatINR(refundable)} can be refunded${refundedAlready(order)}, through ${providerName(order.paymentProvider)}.`
          : 'This order has been refunded in full already.'}
      </p>
      <div className="flex flex-col gap-2">
        {radio(
          'full',
          refundable > 0 ? `Full refund: ${formatINR(refundable)}` : 'Full refund',
          refundable <= 0,
        )}
        {radio('amount', 'Part of it: an amount', refundable <= 0)}
        {choice === 'amount' && (
          <RefundAmountField
            className="ml-6 max-w-[14rem]"
            value={amount}
            error={errors.amount}
            hint={`At most ${formatINR(refundable)}.`}
            onChange={onAmount}
          />
        )}
        {radio('none', 'No refund')}
      </div>
      {errors.refund && (
        <p role="alert" className="mt-1 text-[13px] text-danger">
          {errors.refund}
        </p>
      )}
    </fieldset>
  );
}

export function CancelOrderDialog(props: OrderDialogProps) {
  const { order } = props;
  const refundable = refundableOf(order);
  const pieces = order.cartItems.reduce((n, l) => n + l.quantity, 0);
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [choice, setChoice] = useState<Choice>(refundable > 0 ? 'full' : 'none');
  const [amount, setAmount] = useState('');
  // The refund's problems are the amount's when an amount is being typed.
  const field = (p: string) => (p === 'refund' && choice === 'amount' ? 'amount' : p);
  const { errors, submit, dialog } = useOrderAction(useCancelOrder(), props, {
    problems: (found) => problemsOf(LABELS, found),
    failed: CANCEL_FAILED,
    known: (p) => p === 'reason' || p === 'refund' || p === 'restock',
    refusedField: field,
  });

  const onSubmit = (form: HTMLFormElement) => {
    const input = { reason, restock, refund: choice === 'amount' ? amountToSend(amount) : choice };
    const found = refundErrors(CancelInput, input, {
      amount: choice === 'amount' ? amount : null,
      refundable,
      field,
    });
    submit(form, input, found);
  };

  return (
    <ActionDialog
      {...dialog}
      title={`Cancel order #${order.orderNumber}?`}
      description={
        <>
          {order.user.name} is e-mailed that the order is cancelled, with the refund. This cannot be undone.
        </>
      }
      submitLabel="Cancel order"
      busyLabel="Cancelling…"
      tone="danger"
      onSubmit={onSubmit}
    >
      <ReasonField
        label="Reason"
        required
        value={reason}
        error={errors.reason}
        hint="For the shop's records; the customer does not see it."
        onChange={setReason}
      />
      <Checkbox
        label={`Put the ${pieces === 1 ? 'piece' : `${pieces} pieces`} back in stock`}
        name="restock"
        checked={restock}
        onChange={(e) => setRestock(e.target.checked)}
        hint="Untick if the piece is lost, damaged or already with the customer."
      />
      <RefundChoice
        order={order}
        choice={choice}
        onChoice={setChoice}
        amount={amount}
        onAmount={setAmount}
        errors={errors}
      />
    </ActionDialog>
  );
}
