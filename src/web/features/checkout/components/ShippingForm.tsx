/**
 * Checkout step 2, the shipping address (docs/shop/storefront.md §3 "Shipping address", §5 "Shipping"), in
 * AddressForm: each field names its own problem and a summary at the top links to them (docs/decisions/109). The
 * server's field errors (when it refuses the address at Pay) come back here through `serverErrors`.
 *
 * A signed-in shopper with kept addresses (the account's address book) chooses one from "Saved addresses", which
 * fills the fields; the default is chosen when they arrive, unless this tab already confirmed an address (Change
 * Address, Try Again: what they last confirmed stays). An address that is not kept yet shows "Save this address
 * to my account", checked: it is saved when the step is confirmed, phone number included, so it is there next
 * time (the first one saved becomes the default).
 */
import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddress } from '#domain/schemas/payments';
import type { SavedAddressDto } from '#domain/schemas/addresses';
import { SHIPPING_COUNTRY } from '#domain/shipping';
import { toast } from '#web/lib/toast';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { Spinner } from '#web/components/Spinner';
import {
  ADDRESS_BOOK_FALLBACKS,
  addressBookApi,
  addressBookQuery,
  addressLine,
  storeAddresses,
} from '#web/features/auth/address-book-api';
import { readAddressDraft, sameAddress, toAddressValues, type AddressValues } from '../address-draft';
import { AddressForm, useAddressForm } from './AddressForm';

const NEW = 'new';

export function ShippingForm({
  defaults,
  serverErrors,
  onConfirm,
}: {
  defaults: AddressValues;
  serverErrors?: Array<{ path: string; message: string }>;
  onConfirm: (address: ShippingAddress, values: AddressValues) => void;
}) {
  const { user } = useSession();
  const userId = user?._id;
  const book = useQuery({ ...addressBookQuery(userId), retry: false });
  const saved = book.data ?? [];

  // What the form starts from: this tab's last confirmed address (in `defaults`) wins; else the default kept
  // address; else what the page worked out (the last order's address, the account's name and mobile).
  const fallback = saved.find((a) => a.isDefault);
  const start = userId && !readAddressDraft(userId) && fallback ? fromSaved(fallback) : defaults;
  const form = useAddressForm(start);

  const startKey = JSON.stringify(start);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(JSON.parse(startKey) as AddressValues);
    // Only a new start moves an untouched form; typing is never overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKey]);

  const values = form.watch();
  const chosen = saved.find((a) => sameAddress(values, a));
  const [keep, setKeep] = useState(true);
  const queryClient = useQueryClient();
  const selectId = useId();
  const keepId = useId();

  if (userId && book.isLoading) {
    return (
      <div className="flex min-h-[28rem] items-center justify-center text-muted">
        <Spinner label="Loading your addresses…" />
      </div>
    );
  }

  const choose = (id: string) => {
    const address = saved.find((a) => a._id === id);
    form.reset(
      address
        ? fromSaved(address)
        : {
            ...EMPTY,
            fullName: user?.name ?? '',
            phoneNumber: user?.mobile ?? '',
          },
    );
    form.clearErrors();
  };

  const onValid = (address: ShippingAddress, formValues: AddressValues) => {
    if (userId && keep && !chosen) {
      // Kept for next time while the shopper goes on; a refusal (the book is full) is said, nothing else stops.
      addressBookApi
        .add(address)
        .then((reply) => storeAddresses(queryClient, userId, reply.addresses))
        .catch((err: unknown) =>
          toast.error(errorMessage(err, ADDRESS_BOOK_FALLBACKS.save), { id: 'address-save' }),
        );
    }
    onConfirm(address, formValues);
  };

  return (
    <AddressForm
      form={form}
      label="Shipping address"
      serverErrors={serverErrors}
      onValid={onValid}
      top={
        saved.length > 0 && (
          <div>
            <label htmlFor={selectId} className="label">
              Saved addresses
            </label>
            <select
              id={selectId}
              className="input appearance-auto"
              value={chosen?._id ?? NEW}
              onChange={(e) => choose(e.target.value)}
              aria-describedby={`${selectId}-hint`}
            >
              {saved.map((a) => (
                <option key={a._id} value={a._id}>
                  {addressLine(a)}
                </option>
              ))}
              <option value={NEW}>A new address</option>
            </select>
            <p id={`${selectId}-hint`} className="mt-1 text-xs text-muted">
              Choosing one fills in the fields below. Manage them under My account → Addresses.
            </p>
          </div>
        )
      }
      actions={
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Continue to Order Summary
        </button>
      }
    >
      {userId && !chosen && (
        <div className="flex items-start gap-3">
          <input
            id={keepId}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-charcoal"
            checked={keep}
            onChange={(e) => setKeep(e.target.checked)}
            aria-describedby={`${keepId}-hint`}
          />
          <div>
            <label htmlFor={keepId} className="text-sm font-medium">
              Save this address to my account
            </label>
            <p id={`${keepId}-hint`} className="text-xs text-muted">
              With the phone number, for your next order.
            </p>
          </div>
        </div>
      )}
    </AddressForm>
  );
}

const EMPTY: AddressValues = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: SHIPPING_COUNTRY,
  phoneNumber: '',
};

function fromSaved(a: SavedAddressDto): AddressValues {
  return { ...EMPTY, ...toAddressValues(a), country: SHIPPING_COUNTRY };
}
