/**
 * The fields "Cancel order" and "Refund" share (docs/decisions/097): the amount to refund (at most what is still
 * refundable, checked in refund-errors.ts as the server checks it) and the reason, for the shop's records.
 */
import { AFTER_SALE_LIMITS as L } from '#domain/after-sale';
import { TextAreaField, TextField } from '#web/components/form';

export function RefundAmountField({
  value,
  onChange,
  error,
  hint,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
  className: string;
}) {
  return (
    <TextField
      label="Amount to refund (₹)"
      name="amount"
      required
      inputMode="decimal"
      autoComplete="off"
      className={className}
      value={value}
      error={error}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function ReasonField({
  label,
  required,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <TextAreaField
      label={label}
      name="reason"
      required={required}
      rows={3}
      maxLength={L.reasonMax + 50}
      value={value}
      error={error}
      hint={hint}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
