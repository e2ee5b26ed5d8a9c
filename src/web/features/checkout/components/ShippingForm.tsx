/**
 * Checkout step 2, the shipping address (docs/shop/storefront.md §3 "Shipping address", §5 "Shipping"), in
 * AddressForm: each field names its own problem and a summary at the top links to them (docs/decisions/109). The
 * server's field errors (when it refuses the address at Pay) come back here through `serverErrors`.
 *
 * A signed-in shopper with kept addresses (the account's address book) chooses one from "Saved addresses", which
 * fills the fields; the default is chosen when they arrive, unless this tab already confirmed an address (Change
 * Address, Try Again: what they last confirmed stays — use-shipping-form.ts). An address that is not kept yet
 * shows "Save this address to my account", checked: it is saved when the step is confirmed, phone number
 * included, so it is there next time (the first one saved becomes the default).
 */
import { useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShippingAddress } from '#domain/schemas/payments';
import { toast } from '#web/lib/toast';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import {
  ADDRESS_BOOK_FALLBACKS,
  addressBookApi,
  addressBookQuery,
  storeAddresses,
} from '#web/features/auth/address-book-api';
import { addressFormValues, newAddressValues, sameAddress, type AddressValues } from '../address-draft';
import { useShippingForm } from '../use-shipping-form';
import { AddressForm } from './AddressForm';
import { AddressOption } from './AddressOption';
import { NEW_ADDRESS, SavedAddressPicker } from './SavedAddressPicker';
import { StepLoading } from './StepLoading';

/** Kept for next time while the shopper goes on; a refusal (the book is full) is said, nothing else stops. */
function keepAddress(queryClient: QueryClient, userId: string, address: ShippingAddress) {
  addressBookApi
    .add(address)
    .then((reply) => storeAddresses(queryClient, userId, reply.addresses))
    .catch((err: unknown) =>
      toast.error(errorMessage(err, ADDRESS_BOOK_FALLBACKS.save), { id: 'address-save' }),
    );
}

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
  const form = useShippingForm(defaults, saved, userId);
  const values = form.watch();
  const chosen = saved.find((a) => sameAddress(values, a));
  const [keep, setKeep] = useState(true);
  const queryClient = useQueryClient();

  if (userId && book.isLoading) return <StepLoading label="Loading your addresses…" />;

  const choose = (id: string) => {
    const address = saved.find((a) => a._id === id);
    form.reset(address ? addressFormValues(address) : newAddressValues(user));
    form.clearErrors();
  };
  const onValid = (address: ShippingAddress, formValues: AddressValues) => {
    if (userId && keep && !chosen) keepAddress(queryClient, userId, address);
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
          <SavedAddressPicker saved={saved} chosenId={chosen?._id ?? NEW_ADDRESS} onChoose={choose} />
        )
      }
      actions={
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Continue to Order Summary
        </button>
      }
    >
      {userId && !chosen && (
        <AddressOption
          label="Save this address to my account"
          hint="With the phone number, for your next order."
          checked={keep}
          onChange={setKeep}
        />
      )}
    </AddressForm>
  );
}
