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
import { useEffect, type ReactNode } from 'react';
import type { ShippingAddress } from '#domain/schemas/payments';
import { SHIPPING_COUNTRY, SHIPPING_MESSAGES } from '#domain/shipping';
import {
  ADDRESS_FIELD_LABELS,
  addressFieldMessage,
  isAddressField,
  type AddressField,
} from '#domain/address-book';
import { ErrorSummary, Form, FormError, useErrorSummary, useForm } from '#web/components/form';
import type { AddressValues } from '../address-draft';
import { AddressFields, type AddressFormApi } from './AddressFields';

type FieldErrorList = ReadonlyArray<{ path: string; message: string }>;

export function useAddressForm(defaults: AddressValues): AddressFormApi {
  return useForm<AddressValues, ShippingAddress>({
    schema: () => import('#domain/schemas/payments').then((m) => m.ShippingAddressInput),
    defaultValues: defaults,
    // The error summary takes focus and links to the fields.
    shouldFocusError: false,
  });
}

/**
 * The error summary's state; the server's field errors (`shippingAddress.zipCode` or `zipCode`) are put at their
 * fields and count as one refused submit.
 */
function useAddressSummary(form: AddressFormApi, serverErrors: FieldErrorList | undefined) {
  const [summary, refused] = useErrorSummary(form.formState.errors);
  const { setError } = form;
  useEffect(() => {
    if (!serverErrors?.length) return;
    for (const e of serverErrors) {
      const field = e.path.replace(/^shippingAddress\./, '');
      if (isAddressField(field)) setError(field, { type: 'server', message: e.message });
    }
    refused();
  }, [serverErrors, setError, refused]);
  return [summary, refused] as const;
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
  serverErrors?: FieldErrorList;
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
  const { handleSubmit, setFocus, getValues, formState } = form;
  const { errors } = formState;
  const [summary, refused] = useAddressSummary(form, serverErrors);

  const fieldError = (field: AddressField): string | undefined => {
    const message = errors[field]?.message;
    return message ? addressFieldMessage(field, message) : undefined;
  };
  const onSubmit = handleSubmit(
    (address) => onValid(address, { ...getValues(), country: SHIPPING_COUNTRY }),
    refused,
  );

  return (
    <Form ref={summary.formRef} onSubmit={onSubmit} aria-label={label} className="checkout-form space-y-5">
      <ErrorSummary
        {...summary}
        title={summaryTitle}
        labels={ADDRESS_FIELD_LABELS}
        onFocusField={(f) => isAddressField(f) && setFocus(f)}
        data-testid="address-error-summary"
      />
      {top}
      <AddressFields form={form} fieldError={fieldError} autoCompleteSection={autoCompleteSection} />
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
