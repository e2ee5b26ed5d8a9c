/**
 * The address form's fields, in the order of a postal block: fullName, addressLine1, addressLine2 (optional),
 * city, state (a select of the Indian states and union territories — the invoice's place of supply comes from
 * it), zipCode (PIN), country shown as India, phoneNumber. Each says what is wrong with it in words that name it.
 */
import { INDIAN_STATES } from '#domain/shipping';
import { ADDRESS_FIELD_LABELS, type AddressField } from '#domain/address-book';
import type { ShippingAddress } from '#domain/schemas/payments';
import { SelectField, TextField, type KitForm } from '#web/components/form';
import type { AddressValues } from '../address-draft';

/** The address form as its fields and AddressForm.tsx share it. */
export type AddressFormApi = KitForm<AddressValues, ShippingAddress>;

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));
const required = { 'aria-required': true as const };

export function AddressFields({
  form,
  fieldError,
  autoCompleteSection,
}: {
  form: AddressFormApi;
  fieldError: (field: AddressField) => string | undefined;
  autoCompleteSection: string;
}) {
  const { register } = form;
  /** A field's label, autocomplete token and error, and its registration. */
  const field = (name: AddressField, token: string) => ({
    label: ADDRESS_FIELD_LABELS[name],
    autoComplete: `${autoCompleteSection} ${token}`,
    error: fieldError(name),
    ...register(name),
  });
  return (
    <>
      <TextField {...required} {...field('fullName', 'name')} />
      <TextField
        hint="House or flat number, building, street"
        {...required}
        {...field('addressLine1', 'address-line1')}
      />
      <TextField optional hint="Area, landmark" {...field('addressLine2', 'address-line2')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...required} {...field('city', 'address-level2')} />
        <SelectField
          placeholder="Select a state"
          options={STATE_OPTIONS}
          {...required}
          {...field('state', 'address-level1')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField inputMode="numeric" hint="6 digits" {...required} {...field('zipCode', 'postal-code')} />
        <TextField
          readOnly
          hint="We currently ship within India only."
          className="[&_input]:bg-ivory [&_input]:text-muted"
          {...field('country', 'country-name')}
        />
      </div>
      <TextField
        type="tel"
        inputMode="tel"
        hint="A 10-digit mobile number; our courier calls before delivery."
        {...required}
        {...field('phoneNumber', 'tel')}
      />
    </>
  );
}
