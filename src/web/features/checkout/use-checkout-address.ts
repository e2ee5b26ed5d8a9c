/**
 * Checkout step 2's state: the address confirmed (which opens step 3), what the form held when it was confirmed
 * ('Change Address' reopens it as it was), and the server's field errors when it refused the address at Pay.
 * Signing out (or a rejected session) forgets the confirmed address, and the page is back at step 1.
 */
import { useEffect, useState } from 'react';
import type { ShippingAddress } from '#domain/schemas/payments';
import type { SessionUser } from '#web/lib/session';
import { saveAddressDraft, type AddressValues } from './address-draft';

export type FieldErrorList = Array<{ path: string; message: string }>;

export function useCheckoutAddress(user: SessionUser | null, guestEmail: string | null) {
  const [shipTo, setShipTo] = useState<ShippingAddress | null>(null);
  const [formValues, setFormValues] = useState<AddressValues | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrorList>();
  const stepOneDone = !!user || !!guestEmail;

  useEffect(() => {
    if (stepOneDone) return;
    setShipTo(null);
    setFormValues(null);
  }, [stepOneDone]);

  return {
    shipTo,
    formValues,
    serverErrors,
    confirm: (value: ShippingAddress, form: AddressValues) => {
      if (user) saveAddressDraft(user._id, form);
      setServerErrors(undefined);
      setFormValues(form);
      setShipTo(value);
    },
    /** 'Change Address': step 2 again. */
    change: () => setShipTo(null),
    /** The server refused the address at Pay: step 2 again, these at their fields. */
    refuse: (fieldErrors: FieldErrorList) => {
      setServerErrors(fieldErrors);
      setShipTo(null);
    },
  };
}
