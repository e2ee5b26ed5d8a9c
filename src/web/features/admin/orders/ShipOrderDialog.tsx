/**
 * "Mark as shipped" (docs/decisions/097): the parcel's carrier (any name; India's usual insured carriers are
 * offered), its tracking number and tracking link, and the pieces' HUIDs if they were not recorded when packing.
 * Checked with the server's own schema before sending; the server sets Shipped and e-mails the shopper the
 * tracking details.
 */
import { useState } from 'react';
import { FulfilInput, type AdminOrderDto } from '#domain/schemas/admin-orders';
import { FULFIL_FAILED, useFulfilOrder } from '../api/fulfil-order';
import type { FieldProblem } from '../components/FieldProblems';
import { ActionDialog } from './ActionDialog';
import { HuidInputs } from './HuidFields';
import { checkHuids, huidValuesOf, type HuidValues } from './huid-values';
import { issuesByField, type FieldErrors } from './form-errors';
import { TrackingFields, type Tracking } from './TrackingFields';
import { problemsOf, useOrderAction, type OrderDialogProps } from './use-order-action';

const LABELS: Record<string, string> = {
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackingUrl: 'Tracking link',
};

/** The tracking fields' problems, then each piece's HUID. */
function shipProblems(order: AdminOrderDto, errors: FieldErrors): FieldProblem[] {
  const problems = problemsOf(LABELS, errors);
  for (const line of order.cartItems)
    for (let i = 0; i < line.quantity; i++) {
      const name = `huids.${line._id}.${i}`;
      if (errors[name])
        problems.push({
          name,
          label: `HUID of ${line.nameAtPurchase}${line.quantity > 1 ? `, piece ${i + 1}` : ''}`,
        });
    }
  return problems;
}

export function ShipOrderDialog(props: OrderDialogProps) {
  const { order } = props;
  const [tracking, setTracking] = useState<Tracking>(() => ({
    carrier: order.carrier ?? '',
    trackingNumber: order.trackingNumber ?? '',
    trackingUrl: order.trackingUrl ?? '',
  }));
  const [huids, setHuids] = useState<HuidValues>(() => huidValuesOf(order));
  const { errors, submit, dialog } = useOrderAction(useFulfilOrder(), props, {
    problems: (found) => shipProblems(order, found),
    failed: FULFIL_FAILED,
    known: (p) => p in LABELS || p.startsWith('huids.'),
  });
  const huidErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('huids.'))
      .map(([k, v]) => [k.slice('huids.'.length), v]),
  );

  const onSubmit = (form: HTMLFormElement) => {
    const input = { ...tracking, huids };
    const parsed = FulfilInput.safeParse(input);
    const found: FieldErrors = {
      ...(parsed.success ? {} : issuesByField(parsed.error.issues)),
      ...Object.fromEntries(Object.entries(checkHuids(huids)).map(([k, v]) => [`huids.${k}`, v])),
    };
    submit(form, input, found);
  };

  return (
    <ActionDialog
      {...dialog}
      title={`Ship order #${order.orderNumber}`}
      description={
        <>
          The order is marked as shipped and {order.user.name} is e-mailed the carrier and the tracking link.
        </>
      }
      submitLabel="Mark as shipped"
      busyLabel="Saving…"
      onSubmit={onSubmit}
    >
      <TrackingFields value={tracking} onChange={setTracking} errors={errors} />
      <fieldset className="flex flex-col gap-3 border-t border-line pt-3">
        <legend className="mb-1 font-sans text-xs font-medium uppercase tracking-[0.12em] text-muted">
          Hallmarks (HUID)
        </legend>
        <p className="text-xs text-muted">
          One BIS HUID per piece, if not recorded yet. Leave a field empty for a piece without one.
        </p>
        <HuidInputs order={order} values={huids} errors={huidErrors} onChange={setHuids} />
      </fieldset>
    </ActionDialog>
  );
}
