/**
 * "Card information" as a hosted card page shows it: number, expiry and security code in one box, with one
 * message under it for whichever of the three is at fault (the form is checked one message at a time).
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { CreditCard } from 'lucide-react';
import { formatCardNumber } from '#domain/test-cards';
import type { KitForm } from '#web/components/form';
import { formatted, type CardField, type CardValues } from './use-card-form';
import { SANDBOX_CAPTION } from './SandboxField';

const CARD_INPUT = 'sandbox-input w-full px-3 py-3 text-base tabular-nums';

/** "1230" → "12 / 30" as the shopper types. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

const formatCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** One of the box's inputs, named for the screen reader only. */
function CardInput({
  id,
  label,
  className = CARD_INPUT,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} inputMode="numeric" className={className} {...input} />
    </>
  );
}

export function CardDetailsFieldset({
  form,
  message,
  messageId,
}: {
  form: KitForm<CardValues, unknown>;
  /** The message of the card field at fault, if any. */
  message: string | null;
  messageId: string;
}) {
  const { register, formState } = form;
  const wiring = (field: CardField) => ({
    'aria-invalid': formState.errors[field] ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
  });
  return (
    <fieldset>
      <legend className={SANDBOX_CAPTION}>Card information</legend>
      <div className="overflow-hidden rounded-md border border-[#E0E0E0] shadow-sm focus-within:border-gold">
        <div className="relative border-b border-[#E0E0E0]">
          <CardInput
            id="card-number"
            label="Card number"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className={`${CARD_INPUT} pr-12`}
            {...wiring('cardnumber')}
            {...formatted(register('cardnumber'), formatCardNumber)}
          />
          <CreditCard
            aria-hidden="true"
            className="absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-[#A3A3A3]"
          />
        </div>
        <div className="grid grid-cols-2">
          <div className="border-r border-[#E0E0E0]">
            <CardInput
              id="card-expiry"
              label="Expiration date (MM / YY)"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              {...wiring('exp-date')}
              {...formatted(register('exp-date'), formatExpiry)}
            />
          </div>
          <div>
            <CardInput
              id="card-cvc"
              label="Security code (CVC)"
              autoComplete="cc-csc"
              placeholder="CVC"
              maxLength={4}
              {...wiring('cvc')}
              {...formatted(register('cvc'), formatCvc)}
            />
          </div>
        </div>
      </div>
      {message && (
        <p id={messageId} role="alert" className="mt-1.5 text-sm text-danger">
          {message}
        </p>
      )}
    </fieldset>
  );
}
