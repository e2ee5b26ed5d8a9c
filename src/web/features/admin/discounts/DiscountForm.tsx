/**
 * The discount code form of /admin/discounts/new and /admin/discounts/{id}: code, percentage or fixed amount,
 * minimum order, start and end (the shop's clock), total and per-customer limits, every piece or chosen
 * categories, active. A kit form (docs/decisions/123) checked with the server's own schema before sending; each
 * problem shows once, under its field, and a summary at the top names the fields (buttons that focus them). The
 * server's refusals (a code taken) land on their field the same way (use-discount-form.ts).
 */
import type { DiscountInput } from '#domain/schemas/discounts';
import { Checkbox, Form, FormError } from '#web/components/form';
import { Spinner } from '#web/components/Spinner';
import { FieldProblems } from '../components/FieldProblems';
import { ui } from '../components/ui';
import { DiscountFields } from './DiscountFields';
import { DiscountScopeField } from './DiscountScopeField';
import type { DiscountFormValues } from './form-model';
import { DISCOUNT_FIELD_LABELS, useDiscountForm } from './use-discount-form';

const valueLabelOf = (type: DiscountFormValues['type']) =>
  type === 'fixed' ? 'Amount off (₹)' : 'Percentage off (%)';

const heading = (n: number) => `Please correct ${n === 1 ? 'this field' : `these ${n} fields`}:`;

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
  const { form, zone, guard, scopeName, summaryRef, focusField, submit } = useDiscountForm({
    defaults,
    busy,
    onSubmit,
  });
  const { errors } = form.formState;
  const valueLabel = valueLabelOf(form.watch('type'));
  const problems = (Object.keys(DISCOUNT_FIELD_LABELS) as Array<keyof DiscountFormValues>)
    .filter((n) => errors[n])
    .map((n) => ({ name: n, label: n === 'value' ? valueLabel : DISCOUNT_FIELD_LABELS[n] }));

  return (
    <Form density="compact" onSubmit={submit} className={`${ui.card} flex max-w-2xl flex-col gap-5 p-5`}>
      {guard.dialog}
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        <FieldProblems heading={heading} problems={problems} onPick={focusField} />
        <FormError message={errors.root?.message} />
      </div>
      <DiscountFields form={form} zone={zone} valueLabel={valueLabel} />
      <DiscountScopeField form={form} defaults={defaults} name={scopeName} />
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
    </Form>
  );
}
