/**
 * An address form: checkout step 2 (ShippingForm) and the account's address book use it. Checked with the server's
 * own schema (ShippingAddressInput, loaded on first validation), so the rule is the server's; each field says what
 * is wrong with it in words that name it (addressFieldMessage, docs/decisions/109) — a bad PIN says so under the
 * PIN, never 'fill in all required fields'. After a refused submit an error summary at the top takes focus and
 * links to each field at fault; the sentence itself shows once, under its field (its input points at it with
 * aria-describedby and is aria-invalid). Fields: fullName, addressLine1, addressLine2 (optional), city, state (a
 * select of the Indian states and union territories — the invoice's place of supply comes from it), zipCode (PIN),
 * country shown as India, phoneNumber.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ShippingAddress } from '#domain/schemas/payments';
import { INDIAN_STATES, SHIPPING_COUNTRY, SHIPPING_MESSAGES } from '#domain/shipping';
import {
  ADDRESS_FIELD_LABELS,
  addressFieldMessage,
  isAddressField,
  type AddressField,
} from '#domain/address-book';
import {
  ErrorSummary,
  Form,
  FormError,
  SelectField,
  TextField,
  useForm,
  type KitForm,
} from '#web/components/form';
import type { AddressValues } from '../address-draft';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

export type AddressFormApi = KitForm<AddressValues, ShippingAddress>;

export function useAddressForm(defaults: AddressValues): AddressFormApi {
  return useForm<AddressValues, ShippingAddress>({
    schema: () => import('#domain/schemas/payments').then((m) => m.ShippingAddressInput),
    defaultValues: defaults,
    // The error summary takes focus and links to the fields.
    shouldFocusError: false,
  });
}

export function AddressForm({
  form,
  label,
  autoCompleteSection = 'shipping',
  serverErrors,
  formError,
  onValid,
  top,
  children,
  actions,
}: {
  form: AddressFormApi;
  /** The form's accessible name. */
  label: string;
  /** The autocomplete section (`shipping`); the account's forms use the same. */
  autoCompleteSection?: string;
  /** Field errors the server returned (`shippingAddress.zipCode` or `zipCode`): shown at their fields. */
  serverErrors?: ReadonlyArray<{ path: string; message: string }>;
  /** A refusal that names no field. */
  formError?: string | null;
  onValid: (address: ShippingAddress, values: AddressValues) => void;
  /** Above the fields (checkout's saved-address choice). */
  top?: ReactNode;
  /** Between the fields and the buttons (Save this address, Make default). */
  children?: ReactNode;
  /** The buttons. */
  actions: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = form;
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!serverErrors?.length) return;
    for (const e of serverErrors) {
      const field = e.path.replace(/^shippingAddress\./, '');
      if (isAddressField(field)) setError(field, { type: 'server', message: e.message });
    }
    setAttempt((n) => n + 1);
  }, [serverErrors, setError]);

  const fieldError = (field: AddressField): string | undefined => {
    const message = errors[field]?.message;
    return message ? addressFieldMessage(field, message) : undefined;
  };

  const onSubmit = handleSubmit(
    (address) => onValid(address, { ...getValues(), country: SHIPPING_COUNTRY }),
    () => setAttempt((n) => n + 1),
  );
  const ac = (token: string) => `${autoCompleteSection} ${token}`;
  const required = { 'aria-required': true as const };

  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label={label} className="checkout-form space-y-5">
      <ErrorSummary
        errors={errors}
        attempt={attempt}
        formRef={formRef}
        title={summaryTitle}
        labels={ADDRESS_FIELD_LABELS}
        onFocusField={(f) => isAddressField(f) && setFocus(f)}
        data-testid="address-error-summary"
      />
      {top}
      <TextField
        label={ADDRESS_FIELD_LABELS.fullName}
        autoComplete={ac('name')}
        error={fieldError('fullName')}
        {...required}
        {...register('fullName')}
      />
      <TextField
        label={ADDRESS_FIELD_LABELS.addressLine1}
        autoComplete={ac('address-line1')}
        hint="House or flat number, building, street"
        error={fieldError('addressLine1')}
        {...required}
        {...register('addressLine1')}
      />
      <TextField
        label={ADDRESS_FIELD_LABELS.addressLine2}
        optional
        autoComplete={ac('address-line2')}
        hint="Area, landmark"
        error={fieldError('addressLine2')}
        {...register('addressLine2')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={ADDRESS_FIELD_LABELS.city}
          autoComplete={ac('address-level2')}
          error={fieldError('city')}
          {...required}
          {...register('city')}
        />
        <SelectField
          label={ADDRESS_FIELD_LABELS.state}
          autoComplete={ac('address-level1')}
          placeholder="Select a state"
          options={STATE_OPTIONS}
          error={fieldError('state')}
          {...required}
          {...register('state')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={ADDRESS_FIELD_LABELS.zipCode}
          autoComplete={ac('postal-code')}
          inputMode="numeric"
          hint="6 digits"
          error={fieldError('zipCode')}
          {...required}
          {...register('zipCode')}
        />
        <TextField
          label={ADDRESS_FIELD_LABELS.country}
          readOnly
          hint="We currently ship within India only."
          autoComplete={ac('country-name')}
          error={fieldError('country')}
          className="[&_input]:bg-ivory [&_input]:text-muted"
          {...register('country')}
        />
      </div>
      <TextField
        label={ADDRESS_FIELD_LABELS.phoneNumber}
        type="tel"
        autoComplete={ac('tel')}
        inputMode="tel"
        hint="A 10-digit mobile number; our courier calls before delivery."
        error={fieldError('phoneNumber')}
        {...required}
        {...register('phoneNumber')}
      />
      {children}
      <FormError message={formError} />
      {actions}
    </Form>
  );
}

/** The spec's sentence when only empty fields are at fault; otherwise a count (a bad PIN is not "missing"). */
const summaryTitle = (count: number, messages: string[]) =>
  messages.every((m) => m === SHIPPING_MESSAGES.required)
    ? SHIPPING_MESSAGES.required
    : `Please correct ${count === 1 ? 'this field' : `these ${count} fields`}:`;
