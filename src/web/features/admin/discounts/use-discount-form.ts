/**
 * The discount form's state (docs/api/admin.md "Discount codes"): a kit form (docs/decisions/123) checked with
 * the server's own schema (DiscountInput) over what would be sent; its own check focuses the first field at
 * fault. The server's refusals land on the field they name (a code taken), or as the form's message, and the
 * reader is taken to the summary. Leaving with unsaved changes asks first (decision 098).
 */
import { useId, useRef, useState } from 'react';
import type { DiscountInput } from '#domain/schemas/discounts';
import { useForm } from '#web/components/form';
import { ApiError } from '#web/lib/api-client';
import { shopTimeZone } from '#web/lib/shop-time';
import { useLeaveGuard } from '../components/LeaveGuard';
import { toPayload, type DiscountFormValues } from './form-model';

export const DISCOUNT_FIELD_LABELS: Record<keyof DiscountFormValues, string> = {
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

const isField = (name: string): name is keyof DiscountFormValues => name in DISCOUNT_FIELD_LABELS;

export function useDiscountForm({
  defaults,
  busy,
  onSubmit,
}: {
  defaults: DiscountFormValues;
  busy: boolean;
  /** Resolves when saved; rejects with the server's refusal. */
  onSubmit: (payload: DiscountInput) => Promise<unknown>;
}) {
  const zone = shopTimeZone();
  const form = useForm<DiscountFormValues, unknown>({
    schema: () => import('#domain/schemas/discounts').then((m) => m.DiscountInput),
    toPayload: (values) => toPayload(values, zone),
    defaultValues: defaults,
  });
  // The navigation a successful save makes happens while the submit is still running, so it is never held.
  const guard = useLeaveGuard(form.formState.isDirty, busy || form.formState.isSubmitting);
  const scopeName = useId();
  const summaryRef = useRef<HTMLDivElement>(null);

  // A server refusal lands the reader on the summary (once painted); the form's own check focuses the field.
  const toSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  const focusField = (name: string) => {
    if (name === 'categoryIds') document.getElementById(`${scopeName}-all`)?.focus();
    else if (isField(name)) form.setFocus(name);
  };

  const submit = form.handleSubmit(async () => {
    try {
      // What is sent is built from the fields as typed (the schema's output is only what it checked).
      await onSubmit(toPayload(form.getValues(), zone));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = (err.errors ?? []).filter((e) => isField(e.path.split('.')[0]!));
      if (!fields.length) form.setError('root', { message: err.message });
      for (const e of fields)
        form.setError(e.path.split('.')[0] as keyof DiscountFormValues, { message: e.message });
      toSummary();
    }
  });

  return { form, zone, guard, scopeName, summaryRef, focusField, submit };
}

/** Every piece, or only the ticked categories (none ticked yet: every piece). */
export function useDiscountScope(
  form: ReturnType<typeof useDiscountForm>['form'],
  defaults: DiscountFormValues,
) {
  const [scope, setScopeState] = useState<'all' | 'some'>(defaults.categoryIds.length ? 'some' : 'all');
  const chosen = form.watch('categoryIds');
  const setScope = (next: 'all' | 'some') => {
    setScopeState(next);
    if (next === 'all') form.setValue('categoryIds', [], { shouldDirty: true });
  };
  const toggleCategory = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    form.setValue('categoryIds', next, { shouldDirty: true });
  };
  return { scope, setScope, chosen, toggleCategory };
}
