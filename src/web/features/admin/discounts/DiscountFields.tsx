/**
 * The discount form's text fields: code, type and value, minimum order, start and end (the shop's clock), and
 * the two limits. Their messages come from the form (the server's schema), under each field.
 */
import { SelectField, TextField, type KitForm } from '#web/components/form';
import type { DiscountFormValues } from './form-model';

const TYPES = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off (₹)' },
];

type Props = { form: KitForm<DiscountFormValues, unknown>; zone: string; valueLabel: string };

/** An optional number field: no browser autocomplete, "Empty for …" in its hint. */
function NumberField({ form, name, ...field }: Pick<Props, 'form'> & NumberFieldProps) {
  return (
    <TextField
      autoComplete="off"
      error={form.formState.errors[name]?.message}
      {...field}
      {...form.register(name)}
    />
  );
}

interface NumberFieldProps {
  name: 'value' | 'minOrder' | 'usageLimit' | 'perCustomerLimit';
  label: string;
  hint: string;
  inputMode: 'decimal' | 'numeric';
  required?: boolean;
  className?: string;
}

export function DiscountFields({ form, zone, valueLabel }: Props) {
  const { errors } = form.formState;
  const fixed = form.watch('type') === 'fixed';
  return (
    <>
      <TextField
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
        <SelectField
          label="Type"
          required
          options={TYPES}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <NumberField
          form={form}
          name="value"
          label={valueLabel}
          required
          inputMode="decimal"
          hint={fixed ? 'Taken off the pieces it applies to, never more than they cost.' : '1 to 100.'}
        />
      </div>
      <NumberField
        form={form}
        name="minOrder"
        label="Minimum order (₹)"
        inputMode="decimal"
        hint="Counted on the pieces the code applies to. Empty for none."
        className="max-w-xs"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          hint={`Shop time (${zone}). Empty: from now.`}
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint="Empty: no end."
          error={errors.endsAt?.message}
          {...form.register('endsAt')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          form={form}
          name="usageLimit"
          label="Usage limit (orders in all)"
          inputMode="numeric"
          hint="Empty for no limit."
        />
        <NumberField
          form={form}
          name="perCustomerLimit"
          label="Limit per customer"
          inputMode="numeric"
          hint="Orders per account or e-mail. Empty for no limit."
        />
      </div>
    </>
  );
}
