/**
 * Checkout step 3's "Discount code" (docs/decisions/099): a code is checked by the server against the bag
 * (POST /api/discounts/validate) and, once applied, shown with what it takes off and a Remove button. The
 * server's reason for a refusal shows under the field. Pay sends the applied code; the server checks it again.
 */
import { useId, useState, type FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import { DISCOUNT_MESSAGES } from '#domain/discounts';
import { formatINR } from '#domain/money';
import { Spinner } from '#web/components/Spinner';
import { errorMessage } from '#web/lib/api-client';
import { DISCOUNT_CHECK_FAILED, validateDiscount, type GuestBag } from '../api/validate-discount';

export interface AppliedCode {
  code: string;
  /** Rupees off the bag. */
  amount: number;
}

export function DiscountCodeField({
  applied,
  onApplied,
  error,
  onError,
  disabled,
  guest,
}: {
  /** A guest's bag and e-mail, sent with the check (a signed-in shopper's bag is on the server). */
  guest?: GuestBag;
  applied: AppliedCode | null;
  onApplied: (code: AppliedCode | null) => void;
  /** The reason the code was refused (by the validate call or by create-checkout). */
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim();
    if (busy) return;
    if (!code) return onError(DISCOUNT_MESSAGES.codeRequired);
    setBusy(true);
    onError(null);
    try {
      const reply = await validateDiscount(code, guest);
      onApplied({ code: reply.discount.code, amount: reply.discount.amount });
      setText('');
    } catch (err) {
      onError(errorMessage(err, DISCOUNT_CHECK_FAILED));
    } finally {
      setBusy(false);
    }
  };

  if (applied)
    return (
      <div className="flex items-center justify-between gap-3 border border-gold/50 bg-gold-tint/40 px-4 py-3 text-sm">
        <p className="flex min-w-0 items-center gap-2">
          <Tag aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-text" />
          <span>
            Code <strong className="font-medium tracking-wide">{applied.code}</strong> applied:{' '}
            {formatINR(applied.amount)} off
          </span>
        </p>
        <button
          type="button"
          className="link inline-flex shrink-0 items-center gap-1 text-sm font-medium text-gold-text underline"
          onClick={() => onApplied(null)}
          disabled={disabled}
          aria-label={`Remove code ${applied.code}`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          Remove
        </button>
      </div>
    );

  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor={id} className="label">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1 uppercase placeholder:normal-case"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          placeholder="Enter a code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          readOnly={busy}
        />
        {/* Not disabled while checking: a pressed button keeps the focus. */}
        <button type="submit" className="btn-secondary shrink-0 px-5" disabled={disabled} aria-busy={busy}>
          {busy ? <Spinner label="Checking…" /> : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
