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
import { useForm, type UseFormReturn } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';
import type { ShippingAddress } from '../../../../domain/schemas/payments';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { INDIAN_STATES, SHIPPING_COUNTRY, SHIPPING_MESSAGES } from '../../../../domain/shipping';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABELS,
  addressFieldMessage,
  isAddressField,
  type AddressField,
} from '../../../../domain/address-book';
import { FormError, SelectField, TextField } from '../../auth/components/fields';
import type { AddressValues } from '../address-draft';

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

export type AddressFormApi = UseFormReturn<AddressValues, unknown, ShippingAddress>;

export function useAddressForm(defaults: AddressValues): AddressFormApi {
  return useForm<AddressValues, unknown, ShippingAddress>({
    resolver: lazyZodResolver<AddressValues, ShippingAddress>(() =>
      import('../../../../domain/schemas/payments').then((m) => m.ShippingAddressInput),
    ),
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

  useEffect(() => {
    if (!serverErrors?.length) return;
    for (const e of serverErrors) {
      const field = e.path.replace(/^shippingAddress\./, '');
      if (isAddressField(field)) setError(field, { type: 'server', message: e.message });
    }
    setAttempt((n) => n + 1);
  }, [serverErrors, setError]);

  const raw = (field: AddressField) => errors[field]?.message;
  const fieldError = (field: AddressField): string | undefined => {
    const message = raw(field);
    return message ? addressFieldMessage(field, message) : undefined;
  };
  const faults = ADDRESS_FIELDS.filter((f) => raw(f));
  // The spec's sentence when only empty fields are at fault; otherwise a count (a bad PIN is not "missing").
  const missing = faults.length > 0 && faults.every((f) => raw(f) === SHIPPING_MESSAGES.required);

  const onSubmit = handleSubmit(
    (address) => onValid(address, { ...getValues(), country: SHIPPING_COUNTRY }),
    () => setAttempt((n) => n + 1),
  );
  const ac = (token: string) => `${autoCompleteSection} ${token}`;
  const required = { 'aria-required': true as const };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="checkout-form space-y-5">
      <ErrorSummary
        attempt={attempt}
        title={
          missing
            ? SHIPPING_MESSAGES.required
            : `Please correct ${faults.length === 1 ? 'this field' : `these ${faults.length} fields`}:`
        }
        fields={faults}
        onFocusField={(f) => setFocus(f)}
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
    </form>
  );
}

/**
 * The summary at the top after a refused submit: announced, focused once per attempt, a link per field at fault
 * (its label; the message is under the field).
 */
function ErrorSummary({
  attempt,
  title,
  fields,
  onFocusField,
}: {
  attempt: number;
  title: string;
  fields: readonly AddressField[];
  onFocusField: (field: AddressField) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  // react-hook-form publishes the errors a render after the invalid callback counted the attempt.
  useEffect(() => {
    if (attempt === 0 || focused.current === attempt || !ref.current) return;
    focused.current = attempt;
    ref.current.focus();
    ref.current.scrollIntoView?.({ block: 'center' });
  });
  if (attempt === 0 || fields.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="address-error-summary"
      className="rounded-[2px] border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-charcoal focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
    >
      <p className="flex items-start gap-2 font-medium text-danger">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-6">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${field}`}
              className="text-danger underline underline-offset-2 hover:no-underline"
              onClick={(e) => {
                e.preventDefault();
                onFocusField(field);
              }}
            >
              {ADDRESS_FIELD_LABELS[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
