/**
 * The order's hallmarks (docs/decisions/095): one field per piece for its BIS HUID (6 letters or digits), filled
 * in when the order is packed. Checked here as the server checks them (format, none twice in the order); the
 * server's refusals come back under their fields. Blank fields are pieces not hallmarked yet.
 * `HuidInputs` are the fields alone: "Mark as shipped" (ShipOrderDialog) records them with the shipment.
 */
import { useState, type FormEvent } from 'react';
import { HUID_LENGTH } from '#domain/hallmarks';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { HUIDS_FAILED, useUpdateOrderHuids } from '../api/update-order-huids';
import { Form, TextField } from '#web/components/form';
import { notify } from '../lib/notify';
import { SubmitButton } from '../components/SubmitButton';
import { checkHuids, huidErrorsFrom, huidValuesOf, type HuidValues } from './huid-values';

/** Moves focus to the first HUID field with an error; answers whether there was one. */
export function focusFirstHuidError(errors: Record<string, string>): boolean {
  const first = Object.keys(errors)[0];
  if (!first) return false;
  document.querySelector<HTMLInputElement>(`[data-huid="${first}"]`)?.focus();
  return true;
}

export function HuidInputs({
  order,
  values,
  errors,
  onChange,
}: {
  order: AdminOrderDto;
  values: HuidValues;
  errors: Record<string, string>;
  onChange: (values: HuidValues) => void;
}) {
  const set = (lineId: string, i: number, value: string) =>
    onChange({ ...values, [lineId]: values[lineId]!.map((x, j) => (j === i ? value.toUpperCase() : x)) });
  return (
    <>
      {order.cartItems.map((line) => (
        <fieldset key={line._id} className="flex flex-col gap-2">
          <legend className="mb-1 text-[13px] font-medium">
            {line.nameAtPurchase}
            <span className="font-normal text-muted">
              {' '}
              · {line.quantity} {line.quantity === 1 ? 'piece' : 'pieces'}
            </span>
          </legend>
          {errors[line._id] && (
            <p role="alert" className="text-[13px] text-danger">
              {errors[line._id]}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {values[line._id]!.map((value, i) => (
              <TextField
                key={i}
                data-huid={`${line._id}.${i}`}
                name={`huids.${line._id}.${i}`}
                label={line.quantity === 1 ? 'HUID' : `HUID, piece ${i + 1}`}
                value={value}
                maxLength={HUID_LENGTH + 4}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className="[&_input]:font-mono [&_input]:uppercase"
                error={errors[`${line._id}.${i}`]}
                onChange={(e) => set(line._id, i, e.target.value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

export function HuidFields({ order }: { order: AdminOrderDto }) {
  const [values, setValues] = useState<HuidValues>(() => huidValuesOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useUpdateOrderHuids();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = checkHuids(values);
    setErrors(found);
    if (focusFirstHuidError(found)) return;
    mutation.mutate(
      { id: order._id, lines: values },
      {
        onSuccess: (reply) => setValues(huidValuesOf(reply.order)),
        onError: (err) => {
          setErrors(huidErrorsFrom(err instanceof ApiError ? err.errors : undefined));
          notify.error(errorMessage(err, HUIDS_FAILED));
        },
      },
    );
  };

  return (
    <Form density="compact" onSubmit={onSubmit} aria-label="Hallmarks" className="flex flex-col gap-3">
      <p className="text-xs text-muted">
        One BIS HUID per piece ({HUID_LENGTH} letters or digits), printed on the invoice and shown to the
        customer. Leave a field empty for a piece not hallmarked yet.
      </p>
      <HuidInputs order={order} values={values} errors={errors} onChange={setValues} />
      <div>
        <SubmitButton busy={mutation.isPending} busyLabel="Saving…">
          Save hallmarks
        </SubmitButton>
      </div>
    </Form>
  );
}
