/**
 * Checkout step 2, the shipping address (storefront.md §3 "Shipping address", §5 "Shipping"): fullName,
 * addressLine1, addressLine2 (optional), city, state (a select of the Indian states and union territories — the
 * only values the server takes, as the tax invoice's place of supply comes from it), zipCode (PIN),
 * country shown as India, phoneNumber. Checked with the server's own schema (ShippingAddressInput), so the
 * messages match: a missing field marks every empty field and says once 'Please fill in all required shipping
 * address fields.'; a PIN, mobile or length problem is said under its field. The server's field errors (when
 * it refuses the address at Pay) come back here through `serverErrors`.
 */
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { ShippingAddress } from '../../../../domain/schemas/payments';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { INDIAN_STATES, SHIPPING_COUNTRY, SHIPPING_MESSAGES } from '../../../../domain/shipping';
import { FormError, SelectField, TextField } from '../../auth/components/fields';
import type { AddressValues } from '../address-draft';

const FIELDS = [
  'fullName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'phoneNumber',
] as const;
type Field = (typeof FIELDS)[number];

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

export function ShippingForm({
  defaults,
  serverErrors,
  onConfirm,
}: {
  defaults: AddressValues;
  serverErrors?: Array<{ path: string; message: string }>;
  onConfirm: (address: ShippingAddress, values: AddressValues) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isDirty },
  } = useForm<AddressValues, unknown, ShippingAddress>({
    resolver: lazyZodResolver<AddressValues, ShippingAddress>(() =>
      import('../../../../domain/schemas/payments').then((m) => m.ShippingAddressInput),
    ),
    defaultValues: defaults,
    shouldFocusError: true,
  });

  // Defaults that arrive later (the last order's address) fill the form unless the shopper has started typing.
  const defaultsKey = JSON.stringify(defaults);
  useEffect(() => {
    if (!isDirty) reset(JSON.parse(defaultsKey) as AddressValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultsKey]);

  useEffect(() => {
    if (!serverErrors?.length) return;
    for (const e of serverErrors) {
      const field = e.path.replace(/^shippingAddress\./, '') as Field;
      if (FIELDS.includes(field)) setError(field, { type: 'server', message: e.message });
    }
    const missing = serverErrors.some((e) => e.message === SHIPPING_MESSAGES.required);
    setFormError(missing ? SHIPPING_MESSAGES.required : null);
  }, [serverErrors, setError]);

  /** A required-field error is said once for the form; the field is only marked. */
  const fieldError = (field: Field): string | undefined => {
    const message = errors[field]?.message;
    return message && message !== SHIPPING_MESSAGES.required ? message : undefined;
  };
  const invalid = (field: Field) => (errors[field] ? true : undefined);

  const onSubmit = handleSubmit(
    (address) => {
      setFormError(null);
      onConfirm(address, { ...getValues(), country: SHIPPING_COUNTRY });
    },
    (errs) => {
      const missing = Object.values(errs).some((e) => e?.message === SHIPPING_MESSAGES.required);
      if (missing) {
        setFormError(SHIPPING_MESSAGES.required);
        toast.error(SHIPPING_MESSAGES.required, { id: 'shipping-required' });
      } else setFormError(null);
    },
  );

  const requiredMark = useMemo(() => ({ 'aria-required': true as const }), []);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shipping address" className="checkout-form space-y-5">
      <TextField
        label="Full Name"
        autoComplete="shipping name"
        error={fieldError('fullName')}
        {...requiredMark}
        {...register('fullName')}
        aria-invalid={invalid('fullName')}
      />
      <TextField
        label="Address Line 1"
        autoComplete="shipping address-line1"
        hint="House or flat number, building, street"
        error={fieldError('addressLine1')}
        {...requiredMark}
        {...register('addressLine1')}
        aria-invalid={invalid('addressLine1')}
      />
      <TextField
        label="Address Line 2"
        optional
        autoComplete="shipping address-line2"
        hint="Area, landmark"
        error={fieldError('addressLine2')}
        {...register('addressLine2')}
        aria-invalid={invalid('addressLine2')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="shipping address-level2"
          error={fieldError('city')}
          {...requiredMark}
          {...register('city')}
          aria-invalid={invalid('city')}
        />
        <SelectField
          label="State"
          autoComplete="shipping address-level1"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          error={fieldError('state')}
          {...requiredMark}
          {...register('state')}
          aria-invalid={invalid('state')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="PIN Code"
          autoComplete="shipping postal-code"
          inputMode="numeric"
          hint="6 digits"
          error={fieldError('zipCode')}
          {...requiredMark}
          {...register('zipCode')}
          aria-invalid={invalid('zipCode')}
        />
        <TextField
          label="Country"
          readOnly
          hint="We currently ship within India only."
          autoComplete="shipping country-name"
          className="[&_input]:bg-ivory [&_input]:text-muted"
          {...register('country')}
        />
      </div>
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="shipping tel"
        inputMode="tel"
        hint="A 10-digit mobile number; our courier calls before delivery."
        error={fieldError('phoneNumber')}
        {...requiredMark}
        {...register('phoneNumber')}
        aria-invalid={invalid('phoneNumber')}
      />
      <FormError message={formError} />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        Continue to Order Summary
      </button>
    </form>
  );
}
