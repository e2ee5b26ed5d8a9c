/**
 * Today's rate per gram of each metal and purity, editable (docs/decisions/096-metal-rates-screens.md). A kit
 * form (docs/decisions/123): each field is checked with the server's own rate schema (`RatePerGramInput`,
 * messages under the field); "Save rates" sends only the rates that changed, after a confirmation that lists
 * them, old → new (use-rates-save.ts).
 */
import { useEffect, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { RATE_KEYS, rateKeyId } from '#domain/pricing';
import type { RateDto } from '#domain/schemas/rates';
import { Form, useForm } from '#web/components/form';
import { SaveErrorSummary } from '../components/SaveErrorSummary';
import { useLeaveGuard } from '../components/LeaveGuard';
import { ui } from '../components/ui';
import { notify } from '../lib/notify';
import { RateChangesDialog } from './RateChangesDialog';
import { RateRow } from './RateRow';
import { RatesFormFooter } from './RatesFormFooter';
import {
  changedRates,
  fieldsToCheck,
  formValuesFrom,
  type RateChange,
  type RateFormValues,
} from './rate-form-model';
import { useRatesSave } from './use-rates-save';

/** The table's column heads from 640 px (each row's label and "Last set" say the same to a screen reader). */
function ColumnHeads() {
  return (
    <div
      aria-hidden="true"
      className="hidden border-b border-line pb-2 text-xs uppercase tracking-[0.08em] text-muted sm:grid sm:grid-cols-[9rem_14rem_1fr] sm:gap-4"
    >
      <span>Metal and purity</span>
      <span>Rate per gram</span>
      <span>Last set</span>
    </div>
  );
}

function useRatesForm(rates: RateDto[]) {
  const form = useForm<RateFormValues, unknown>({
    schema: () => import('./rate-form-schema').then((m) => m.RateFormSchema),
    toPayload: (values) => fieldsToCheck(rates, values),
    defaultValues: formValuesFrom(rates),
    // The error summary takes focus after a refused save and links to each rate.
    shouldFocusError: false,
  });
  // The server's rates changed under an untouched form (another admin saved, or a refetch): show them.
  const signature = rates.map((r) => `${rateKeyId(r)}=${r.ratePerGram}`).join(',');
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(formValuesFrom(rates));
    // Only a change of the rates themselves resets; `rates` is a new array on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return form;
}

export function RatesForm({
  rates,
  lastSetBy,
}: {
  rates: RateDto[];
  /** Who last set each rate (by rateKeyId), when the history says. */
  lastSetBy: ReadonlyMap<string, string>;
}) {
  const form = useRatesForm(rates);
  const [pending, setPending] = useState<RateChange[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const refused = (message: string | null) => {
    setFormError(message);
    setAttempt((n) => n + 1);
  };
  const save = useRatesSave(form, rates, { refused, closeChanges: () => setPending(null) });
  const guard = useLeaveGuard(form.formState.isDirty, save.busy);
  const current = new Map(rates.map((r) => [rateKeyId(r), r]));

  const submit = form.handleSubmit(
    () => {
      setFormError(null);
      // The schema's output is what it checked; the rates to send are read from the fields as typed.
      const changes = changedRates(rates, form.getValues());
      if (changes.length === 0) return void notify.info('No rate has changed: there is nothing to save.');
      setPending(changes);
    },
    // Each message once, under its rate; the summary names the rates (no banner, no toast).
    () => refused(null),
  );

  return (
    <Form
      density="compact"
      ref={formRef}
      onSubmit={submit}
      className={`${ui.card} p-4 sm:p-5`}
      aria-busy={save.busy || undefined}
    >
      <ColumnHeads />
      <ul className="divide-y divide-line">
        {RATE_KEYS.map((key, i) => (
          <RateRow
            key={rateKeyId(key)}
            form={form}
            index={i}
            rateKey={key}
            rate={current.get(rateKeyId(key))}
            by={lastSetBy.get(rateKeyId(key))}
          />
        ))}
      </ul>
      <RatesFormFooter
        canConfirm={rates.length > 0 && !form.formState.isDirty}
        busy={save.busy}
        onConfirmUnchanged={save.confirmUnchanged}
      />
      <div className="mt-3">
        <SaveErrorSummary
          errors={form.formState.errors}
          formError={formError}
          attempt={attempt}
          formRef={formRef}
          onFocusField={(path) => form.setFocus(path as FieldPath<RateFormValues>)}
        />
      </div>
      {guard.dialog}
      <RateChangesDialog
        changes={pending}
        busy={save.busy}
        onCancel={() => setPending(null)}
        onConfirm={save.confirm}
      />
    </Form>
  );
}
