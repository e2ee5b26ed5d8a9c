/**
 * The order's hallmarks (docs/decisions/095): one field per piece for its BIS HUID (6 letters or digits), filled
 * in when the order is packed. Checked here as the server checks them (format, none twice in the order); the
 * server's refusals come back under their fields. Blank fields are pieces not hallmarked yet.
 */
import { useState, type FormEvent } from 'react';
import { HUID_LENGTH, HUID_MESSAGES, normalizeHuid } from '../../../../domain/hallmarks';
import type { AdminOrderDto } from '../../../../domain/schemas/admin-orders';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { HUIDS_FAILED, useUpdateOrderHuids } from '../api/update-order-huids';
import { TextInput } from '../components/fields';
import { notify } from '../lib/notify';
import { ui } from '../components/ui';

type Values = Record<string, string[]>;

const initial = (order: AdminOrderDto): Values =>
  Object.fromEntries(
    order.cartItems.map((l) => [l._id, Array.from({ length: l.quantity }, (_, i) => l.huids[i] ?? '')]),
  );

/** Field errors keyed `lineId.index` (or `lineId` for the line as a whole). */
function check(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [lineId, list] of Object.entries(values)) {
    list.forEach((value, i) => {
      if (!value.trim()) return;
      const huid = normalizeHuid(value);
      if (!huid) errors[`${lineId}.${i}`] = HUID_MESSAGES.format;
      else if (seen.has(huid)) errors[`${lineId}.${i}`] = HUID_MESSAGES.duplicate(huid);
      else seen.add(huid);
    });
  }
  return errors;
}

export function HuidFields({ order }: { order: AdminOrderDto }) {
  const [values, setValues] = useState<Values>(() => initial(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useUpdateOrderHuids();

  const set = (lineId: string, i: number, value: string) =>
    setValues((v) => ({ ...v, [lineId]: v[lineId]!.map((x, j) => (j === i ? value.toUpperCase() : x)) }));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLInputElement>(`[data-huid="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(
      { id: order._id, lines: values },
      {
        onSuccess: (reply) => setValues(initial(reply.order)),
        onError: (err) => {
          const fromServer: Record<string, string> = {};
          if (err instanceof ApiError)
            for (const e of err.errors ?? []) fromServer[e.path.replace(/^lines\./, '')] = e.message;
          setErrors(fromServer);
          notify.error(errorMessage(err, HUIDS_FAILED));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Hallmarks" className="flex flex-col gap-3">
      <p className="text-xs text-muted">
        One BIS HUID per piece ({HUID_LENGTH} letters or digits), printed on the invoice and shown to the
        customer. Leave a field empty for a piece not hallmarked yet.
      </p>
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
              <TextInput
                key={i}
                data-huid={`${line._id}.${i}`}
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
      <div>
        <button
          type="submit"
          className={ui.btnPrimary}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? 'Saving…' : 'Save hallmarks'}
        </button>
      </div>
    </form>
  );
}
