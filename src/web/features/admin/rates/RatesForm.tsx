/**
 * Today's rate per gram of each metal and purity, editable (docs/decisions/096-metal-rates-screens.md). Each field
 * is checked with the server's own rate schema (`RatePerGramInput`, messages under the field); "Save rates" sends
 * only the rates that changed, after a confirmation that lists them, old → new.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { RATE_KEYS, rateKeyId } from '#domain/pricing';
import { RATE_MESSAGES, RatePerGramInput, type RateDto } from '#domain/schemas/rates';
import { toNumberish } from '#domain/schemas/admin-fields';
import { hasAtMostTwoDecimals } from '#domain/money';
import { ApiError } from '#web/lib/api-client';
import { formatRatePerGram, rateFieldText, rateKeyLabel } from '#web/lib/rate-format';
import { Spinner } from '#web/components/Spinner';
import { RATES_SAVE_FAILED, useUpdateRates } from '../api/update-rates';
import { ErrorSummary } from '../components/ErrorSummary';
import { useLeaveGuard } from '../components/LeaveGuard';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { notify } from '../lib/notify';
import { schemaResolver } from '../lib/schema-resolver';
import { RateChangesDialog } from './RateChangesDialog';
import {
  changedRates,
  deltaText,
  fieldsToCheck,
  formValuesFrom,
  rateDelta,
  type RateChange,
  type RateFormValues,
} from './rate-form-model';

const RATES_CONFIRMED = "Today's rates confirmed: unchanged.";

/** Each field as the server checks a rate; a blank field of a key never set is left out (fieldsToCheck). */
const FormSchema = z.object({ rates: z.array(z.object({ ratePerGram: RatePerGramInput.optional() })) });

/** Indices in RATE_KEYS of the sent rates, so the server's `rates.0.ratePerGram` lands on the right field. */
const fieldIndexOf = (change: RateChange) =>
  RATE_KEYS.findIndex((k) => rateKeyId(k) === rateKeyId(change.key));

export function RatesForm({
  rates,
  lastSetBy,
}: {
  rates: RateDto[];
  /** Who last set each rate (by rateKeyId), when the history says. */
  lastSetBy: ReadonlyMap<string, string>;
}) {
  const form = useForm<RateFormValues>({
    resolver: schemaResolver<RateFormValues>(FormSchema, (v) => fieldsToCheck(rates, v)),
    defaultValues: formValuesFrom(rates),
    // The error summary takes focus after a refused save and links to each rate (components/ErrorSummary).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'rates' });
  const [pending, setPending] = useState<RateChange[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateRates();
  const current = new Map(rates.map((r) => [rateKeyId(r), r]));

  // The server's rates changed under an untouched form (another admin saved, or a refetch): show them.
  const signature = rates.map((r) => `${rateKeyId(r)}=${r.ratePerGram}`).join(',');
  const { isDirty } = form.formState;
  const guard = useLeaveGuard(isDirty, save.isPending);
  useEffect(() => {
    if (!isDirty) form.reset(formValuesFrom(rates));
    // Only a change of the rates themselves resets; `rates` is a new array on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  const submit = form.handleSubmit(
    (values) => {
      setFormError(null);
      const changes = changedRates(rates, values);
      if (changes.length === 0) return void notify.info('No rate has changed: there is nothing to save.');
      setPending(changes);
    },
    () => {
      // Each message once, under its rate; the summary names the rates (no banner, no toast).
      setFormError(null);
      setAttempt((n) => n + 1);
    },
  );

  /**
   * Rates that really did not move today: sent again as they are, so "last set" moves to today (the server writes
   * no history row for an unchanged rate) and the dashboard stops warning.
   */
  const confirmUnchanged = () =>
    save.mutate(
      { rates: rates.map((r) => ({ metal: r.metal, purity: r.purity, ratePerGram: r.ratePerGram })) },
      {
        onSuccess: (reply) => {
          form.reset(formValuesFrom(reply.rates));
          notify.success(RATES_CONFIRMED);
        },
        onError: (err) => {
          setFormError(err instanceof ApiError && err.status > 0 ? err.message : RATES_SAVE_FAILED);
          setAttempt((n) => n + 1);
        },
      },
    );

  const confirm = (changes: RateChange[]) =>
    save.mutate(
      {
        rates: changes.map((c) => ({ metal: c.key.metal, purity: c.key.purity, ratePerGram: c.newRate })),
      },
      {
        onSuccess: (reply) => {
          setPending(null);
          form.reset(formValuesFrom(reply.rates));
          notify.success(RATE_MESSAGES.saved);
        },
        onError: (err) => {
          setPending(null);
          setFormError(err instanceof ApiError && err.status > 0 ? err.message : RATES_SAVE_FAILED);
          setAttempt((n) => n + 1);
          if (!(err instanceof ApiError)) return;
          for (const e of err.errors ?? []) {
            const sent = /^rates\.(\d+)/.exec(e.path);
            const change = sent ? changes[Number(sent[1])] : undefined;
            if (change)
              form.setError(`rates.${fieldIndexOf(change)}.ratePerGram` as FieldPath<RateFormValues>, {
                type: 'server',
                message: e.message,
              });
          }
        },
      },
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className={`${ui.card} p-4 sm:p-5`}
      aria-busy={save.isPending || undefined}
    >
      <div
        aria-hidden="true"
        className="hidden border-b border-line pb-2 text-xs uppercase tracking-[0.08em] text-muted sm:grid sm:grid-cols-[9rem_14rem_1fr] sm:gap-4"
      >
        <span>Metal and purity</span>
        <span>Rate per gram</span>
        <span>Last set</span>
      </div>
      <ul className="divide-y divide-line">
        {RATE_KEYS.map((key, i) => {
          const id = `rate-${key.metal}-${key.purity}`;
          const rate = current.get(rateKeyId(key));
          const error = errors.rates?.[i]?.ratePerGram?.message;
          const value = toNumberish(typed?.[i]?.ratePerGram ?? '');
          const changed =
            !error &&
            typeof value === 'number' &&
            Number.isFinite(value) &&
            value > 0 &&
            value !== rate?.ratePerGram;
          const delta = changed ? rateDelta(rate?.ratePerGram ?? null, value) : null;
          const by = lastSetBy.get(rateKeyId(key));
          const field = form.register(`rates.${i}.ratePerGram`);
          return (
            <li key={id} className="grid gap-x-4 gap-y-1.5 py-3 sm:grid-cols-[9rem_14rem_1fr] sm:items-start">
              <label htmlFor={id} className="pt-1.5 font-medium text-charcoal">
                {rateKeyLabel(key)}
                <span className="sr-only">, rupees per gram</span>
              </label>
              <div>
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-muted"
                  >
                    ₹
                  </span>
                  <input
                    id={id}
                    {...field}
                    onBlur={(e) => {
                      // A valid number is rewritten with Indian grouping (11780.5 → 11,780.50).
                      const n = toNumberish(e.target.value);
                      if (typeof n === 'number' && n > 0 && hasAtMostTwoDecimals(n))
                        form.setValue(`rates.${i}.ratePerGram`, rateFieldText(n));
                      void field.onBlur(e);
                    }}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={rate ? undefined : 'Not set'}
                    className={`${ui.input} pl-6 pr-9 text-right tabular-nums`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-set${error ? ` ${id}-error` : changed ? ` ${id}-change` : ''}`}
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-muted"
                  >
                    /g
                  </span>
                </div>
                {error ? (
                  <p id={`${id}-error`} role="alert" className="mt-1 text-[13px] text-danger">
                    {error}
                  </p>
                ) : (
                  changed && (
                    <p
                      id={`${id}-change`}
                      className="mt-1 text-xs text-gold-text"
                      data-testid={`${id}-change`}
                    >
                      {rate ? (
                        <>
                          Was {formatRatePerGram(rate.ratePerGram)}
                          {delta && <> · {deltaText(delta)}</>}
                        </>
                      ) : (
                        'First rate for this metal'
                      )}
                    </p>
                  )
                )}
              </div>
              <p id={`${id}-set`} className="text-xs text-muted sm:pt-2">
                {rate ? (
                  <>
                    <span className="sm:hidden">Last set </span>
                    {formatDateTime(rate.updatedAt)}
                    {by && <> by {by}</>}
                  </>
                ) : (
                  'Never set'
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          Rupees per gram, at most two decimals. Saving reprices every rate-linked piece at once; checkouts
          already open keep their price.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {rates.length > 0 && !isDirty && (
            <button
              type="button"
              className={ui.btnSecondary}
              onClick={confirmUnchanged}
              disabled={save.isPending}
            >
              Confirm today's rates
            </button>
          )}
          <button type="submit" className={ui.btnPrimary} disabled={save.isPending}>
            {save.isPending ? <Spinner label="Saving…" /> : 'Save rates'}
          </button>
        </div>
      </div>
      <div className="mt-3">
        <ErrorSummary
          errors={errors}
          formError={formError}
          attempt={attempt}
          formRef={formRef}
          onFocusField={(path) => form.setFocus(path as FieldPath<RateFormValues>)}
        />
      </div>
      {guard.dialog}
      <RateChangesDialog
        changes={pending}
        busy={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </form>
  );
}
