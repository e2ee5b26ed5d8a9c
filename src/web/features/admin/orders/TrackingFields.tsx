/**
 * The parcel's tracking details of "Mark as shipped" (docs/decisions/097): the carrier (any name; India's usual
 * insured carriers are offered), the tracking number and the tracking link the shopper is e-mailed.
 */
import { AFTER_SALE_LIMITS as L, CARRIERS } from '#domain/after-sale';
import { TextField } from '#web/components/form';
import type { FieldErrors } from './form-errors';

export interface Tracking {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

export function TrackingFields({
  value,
  onChange,
  errors,
}: {
  value: Tracking;
  onChange: (value: Tracking) => void;
  errors: FieldErrors;
}) {
  const set = (key: keyof Tracking) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <>
      <TextField
        label="Carrier"
        name="carrier"
        required
        list="aurelia-carriers"
        autoComplete="off"
        maxLength={L.carrierMax + 10}
        value={value.carrier}
        error={errors.carrier}
        hint="Choose one or type another."
        onChange={set('carrier')}
      />
      <datalist id="aurelia-carriers">
        {CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        label="Tracking number"
        name="trackingNumber"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={L.trackingNumberMax + 10}
        value={value.trackingNumber}
        error={errors.trackingNumber}
        onChange={set('trackingNumber')}
      />
      <TextField
        label="Tracking link"
        name="trackingUrl"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        value={value.trackingUrl}
        error={errors.trackingUrl}
        hint="The carrier's page for this parcel; the customer gets it by e-mail and on their order."
        onChange={set('trackingUrl')}
      />
    </>
  );
}
