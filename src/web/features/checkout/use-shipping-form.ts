/**
 * Checkout step 2's form and where it starts: this tab's last confirmed address (in `defaults`) wins; else the
 * default kept address; else what the page worked out (the last order's address, the account's name and mobile).
 * A new start moves an untouched form only; typing is never overwritten.
 */
import { useEffect } from 'react';
import type { SavedAddressDto } from '#domain/schemas/addresses';
import { addressFormValues, readAddressDraft, type AddressValues } from './address-draft';
import { useAddressForm } from './components/AddressForm';

export function useShippingForm(
  defaults: AddressValues,
  saved: readonly SavedAddressDto[],
  userId: string | undefined,
) {
  const fallback = saved.find((a) => a.isDefault);
  const start = userId && !readAddressDraft(userId) && fallback ? addressFormValues(fallback) : defaults;
  const form = useAddressForm(start);

  const startKey = JSON.stringify(start);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(JSON.parse(startKey) as AddressValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKey]);
  return form;
}
