/**
 * The discount code form of /admin/discounts/new and /admin/discounts/{id}: code, percentage or fixed amount,
 * minimum order, start and end (the shop's clock), total and per-customer limits, every piece or chosen
 * categories, active. Checked with the server's own schema before sending; each problem shows once, under its
 * field, and a summary at the top names the fields (links that focus them). The server's refusals (a code taken)
 * land on their field the same way.
 */
import { useId, useRef, useState } from 'react';
import { useLeaveGuard } from '../components/LeaveGuard';
import { useForm, type FieldErrors } from 'react-hook-form';
import { DiscountInput } from '#domain/schemas/discounts';
import { Spinner } from '#web/components/Spinner';
import { ApiError } from '#web/lib/api-client';
import { shopTimeZone } from '#web/lib/shop-time';
import { useCategories } from '../api/get-categories';
import { Checkbox, FormMessage, Select, TextInput } from '../components/fields';
import { ui } from '../components/ui';
import { schemaResolver } from '../lib/schema-resolver';
import { toPayload, type DiscountFormValues } from './form-model';

const FIELD_LABELS: Record<keyof DiscountFormValues, string> = {
  code: 'Code',
  type: 'Type',
  value: 'Value',
  minOrder: 'Minimum order',
  startsAt: 'Starts',
  endsAt: 'Ends',
  usageLimit: 'Usage limit',
  perCustomerLimit: 'Limit per customer',
  categoryIds: 'Applies to',
  active: 'Active',
};

function ErrorSummary({
  errors,
  valueLabel,
  onPick,
}: {
  errors: FieldErrors<DiscountFormValues>;
  valueLabel: string;
  onPick: (name: keyof DiscountFormValues) => void;
}) {
  const names = (Object.keys(FIELD_LABELS) as Array<keyof DiscountFormValues>).filter((n) => errors[n]);
  if (!names.length) return null;
  return (
    <div
      role="alert"
      className="rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger"
    >
      <p className="font-medium">
        Please correct {names.length === 1 ? 'this field' : `these ${names.length} fields`}:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {names.map((n) => (
          <li key={n}>
            <button type="button" className="underline underline-offset-2" onClick={() => onPick(n)}>
              {n === 'value' ? valueLabel : FIELD_LABELS[n]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DiscountForm({
  defaults,
  submitLabel,
  busy,
  onSubmit,
}: {
  defaults: DiscountFormValues;
  submitLabel: string;
  busy: boolean;
  /** Resolves when saved; rejects with the server's refusal. */
  onSubmit: (payload: DiscountInput) => Promise<unknown>;
}) {
  const zone = shopTimeZone();
  const form = useForm<DiscountFormValues>({
    resolver: schemaResolver<DiscountFormValues>(DiscountInput, (v) => toPayload(v, zone)),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  // Leaving with unsaved changes asks first (decision 098); the navigation a successful save makes happens while
  // the submit is still running, so it is never held.
  const guard = useLeaveGuard(form.formState.isDirty, busy || form.formState.isSubmitting);
  const categories = useCategories();
  const type = form.watch('type');
  const chosen = form.watch('categoryIds');
  const valueLabel = type === 'fixed' ? 'Amount off (₹)' : 'Percentage off (%)';
  const [scope, setScopeState] = useState<'all' | 'some'>(defaults.categoryIds.length ? 'some' : 'all');
  const scopeName = useId();
  const summaryRef = useRef<HTMLDivElement>(null);

  // A server refusal lands the reader on the summary (once painted); the form's own check focuses the field.
  const toSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  const focusField = (name: keyof DiscountFormValues) => {
    if (name === 'categoryIds') document.getElementById(`${scopeName}-all`)?.focus();
    else form.setFocus(name);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toPayload(values, zone));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = (err.errors ?? []).filter((e) => e.path.split('.')[0]! in FIELD_LABELS);
      if (!fields.length) form.setError('root', { message: err.message });
      for (const e of fields)
        form.setError(e.path.split('.')[0] as keyof DiscountFormValues, { message: e.message });
      toSummary();
    }
  });

  const setScope = (next: 'all' | 'some') => {
    setScopeState(next);
    if (next === 'all') form.setValue('categoryIds', [], { shouldDirty: true });
  };
  const toggleCategory = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    form.setValue('categoryIds', next, { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={submit} className={`${ui.card} flex max-w-2xl flex-col gap-5 p-5`}>
      {guard.dialog}
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        <ErrorSummary errors={errors} valueLabel={valueLabel} onPick={focusField} />
        <FormMessage message={errors.root?.message} />
      </div>
      <TextInput
        label="Code"
        required
        autoComplete="off"
        spellCheck={false}
        hint="3–30 letters, digits or dashes. Shoppers may type it in any case."
        error={errors.code?.message}
        className="max-w-xs"
        {...form.register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Type"
          required
          options={[
            { value: 'percent', label: 'Percentage off' },
            { value: 'fixed', label: 'Fixed amount off (₹)' },
          ]}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <TextInput
          label={valueLabel}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={
            type === 'fixed' ? 'Taken off the pieces it applies to, never more than they cost.' : '1 to 100.'
          }
          error={errors.value?.message}
          {...form.register('value')}
        />
      </div>
      <TextInput
        label="Minimum order (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint="Counted on the pieces the code applies to. Empty for none."
        error={errors.minOrder?.message}
        className="max-w-xs"
        {...form.register('minOrder')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Starts"
          type="datetime-local"
          hint={`Shop time (${zone}). Empty: from now.`}
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextInput
          label="Ends"
          type="datetime-local"
          hint="Empty: no end."
          error={errors.endsAt?.message}
          {...form.register('endsAt')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Usage limit (orders in all)"
          inputMode="numeric"
          autoComplete="off"
          hint="Empty for no limit."
          error={errors.usageLimit?.message}
          {...form.register('usageLimit')}
        />
        <TextInput
          label="Limit per customer"
          inputMode="numeric"
          autoComplete="off"
          hint="Orders per account or e-mail. Empty for no limit."
          error={errors.perCustomerLimit?.message}
          {...form.register('perCustomerLimit')}
        />
      </div>
      <fieldset aria-describedby={errors.categoryIds ? `${scopeName}-error` : undefined}>
        <legend className={ui.label}>Applies to</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2 text-sm">
            <input
              id={`${scopeName}-all`}
              type="radio"
              name={scopeName}
              className="h-4 w-4 accent-charcoal"
              checked={scope === 'all'}
              onChange={() => setScope('all')}
            />
            Every piece
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={scopeName}
              className="h-4 w-4 accent-charcoal"
              checked={scope === 'some'}
              onChange={() => setScope('some')}
            />
            Only pieces in these categories
          </label>
        </div>
        {scope === 'some' && (
          <div className="mt-3 grid gap-2 rounded-[2px] border border-line p-3 sm:grid-cols-2">
            {categories.isPending ? (
              <p className="text-sm text-muted">Loading categories…</p>
            ) : categories.isError ? (
              <p className="text-sm text-danger">Failed to load categories.</p>
            ) : (
              categories.data.categories.map((c) => (
                <Checkbox
                  key={c._id}
                  label={c.name}
                  checked={chosen.includes(c._id)}
                  onChange={(e) => toggleCategory(c._id, e.target.checked)}
                />
              ))
            )}
            {!chosen.length && (
              <p className="text-xs text-muted sm:col-span-2">
                None ticked yet: the code applies to every piece.
              </p>
            )}
          </div>
        )}
        {errors.categoryIds && (
          <p id={`${scopeName}-error`} role="alert" className="mt-1 text-[13px] text-danger">
            {errors.categoryIds.message}
          </p>
        )}
      </fieldset>
      <Checkbox
        label="Active"
        hint="An inactive code is refused at checkout as if it did not exist."
        {...form.register('active')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={ui.btnPrimary} disabled={busy}>
          {busy ? <Spinner label="Saving…" /> : submitLabel}
        </button>
      </div>
    </form>
  );
}
