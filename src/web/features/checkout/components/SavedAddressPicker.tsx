/** Checkout step 2's "Saved addresses": choosing a kept address fills the fields; "A new address" empties them. */
import { useId } from 'react';
import type { SavedAddressDto } from '#domain/schemas/addresses';
import { addressLine } from '#web/features/auth/address-book-api';

export const NEW_ADDRESS = 'new';

export function SavedAddressPicker({
  saved,
  chosenId,
  onChoose,
}: {
  saved: readonly SavedAddressDto[];
  /** The kept address the fields match, or NEW_ADDRESS. */
  chosenId: string;
  onChoose: (id: string) => void;
}) {
  const selectId = useId();
  return (
    <div>
      <label htmlFor={selectId} className="label">
        Saved addresses
      </label>
      <select
        id={selectId}
        className="input appearance-auto"
        value={chosenId}
        onChange={(e) => onChoose(e.target.value)}
        aria-describedby={`${selectId}-hint`}
      >
        {saved.map((a) => (
          <option key={a._id} value={a._id}>
            {addressLine(a)}
          </option>
        ))}
        <option value={NEW_ADDRESS}>A new address</option>
      </select>
      <p id={`${selectId}-hint`} className="mt-1 text-xs text-muted">
        Choosing one fills in the fields below. Manage them under My account → Addresses.
      </p>
    </div>
  );
}
