/**
 * The sandbox page's card tab. The card is checked here with the same rule the server applies
 * (src/domain/test-cards.ts) to show field errors early; the server decides. 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { CreditCard } from 'lucide-react';
import { CARD_MESSAGES, checkTestCard, formatCardNumber } from '#domain/test-cards';
import { PayActions } from './PayActions';
import type { SandboxPayment } from './use-sandbox-payment';

type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';
const CARD_FIELDS: readonly string[] = ['cardNumber', 'expiry', 'cvc'];

/** "1230" → "12 / 30" as the shopper types. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

interface Props {
  payment: SandboxPayment;
  payLabel: string;
  active: boolean;
}

export function CardPayForm({ payment, payLabel, active }: Props) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<{ field: CardField; message: string } | null>(null);
  const refs = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
  };
  const cardErrorId = useId();
  const nameErrorId = useId();

  const showError = (field: CardField, message: string) => {
    setFieldError({ field, message });
    refs[field].current?.focus();
  };

  const onPay = async (e: FormEvent) => {
    e.preventDefault();
    if (payment.locked) return;
    const check = checkTestCard({ cardNumber, expiry, cvc });
    if (!check.ok) return showError(check.field, check.message);
    if (!name.trim()) return showError('name', 'Please enter the name on your card.');
    setFieldError(null);
    const problem = await payment.pay(
      { outcome: 'paid', method: 'card', cardNumber, expiry, cvc },
      CARD_MESSAGES.declined,
    );
    if (problem && CARD_FIELDS.includes(problem.field))
      showError(problem.field as CardField, problem.message);
  };

  const cardInvalid = (f: CardField) => (fieldError?.field === f ? true : undefined);
  const cardMessage = fieldError && fieldError.field !== 'name' ? fieldError.message : null;

  return (
    <form
      method="post"
      onSubmit={onPay}
      noValidate
      className="space-y-5"
      aria-describedby={cardMessage ? cardErrorId : undefined}
    >
      <div className="rounded-md border border-[#F5D78A] bg-[#FFF8E6] px-3 py-2 text-xs leading-relaxed text-[#6B4A00]">
        Test payments only. Use <strong>4242 4242 4242 4242</strong> to pay or{' '}
        <strong>4000 0000 0000 0002</strong> to see a decline, with any future date and any 3 digits.
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-[#30313D]">Card information</legend>
        <div className="overflow-hidden rounded-md border border-[#E0E0E0] shadow-sm focus-within:border-gold">
          <div className="relative border-b border-[#E0E0E0]">
            <label htmlFor="card-number" className="sr-only">
              Card number
            </label>
            <input
              ref={refs.cardNumber}
              id="card-number"
              name="cardnumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={cardNumber}
              onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
              aria-invalid={cardInvalid('cardNumber')}
              aria-describedby={cardMessage ? cardErrorId : undefined}
              className="sandbox-input w-full px-3 py-3 pr-12 text-base tabular-nums"
            />
            <CreditCard
              aria-hidden="true"
              className="absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-[#A3A3A3]"
            />
          </div>
          <div className="grid grid-cols-2">
            <div className="border-r border-[#E0E0E0]">
              <label htmlFor="card-expiry" className="sr-only">
                Expiration date (MM / YY)
              </label>
              <input
                ref={refs.expiry}
                id="card-expiry"
                name="exp-date"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                value={expiry}
                onChange={(e) => setExpiry(formatExpiry(e.target.value))}
                aria-invalid={cardInvalid('expiry')}
                aria-describedby={cardMessage ? cardErrorId : undefined}
                className="sandbox-input w-full px-3 py-3 text-base tabular-nums"
              />
            </div>
            <div>
              <label htmlFor="card-cvc" className="sr-only">
                Security code (CVC)
              </label>
              <input
                ref={refs.cvc}
                id="card-cvc"
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="CVC"
                maxLength={4}
                value={cvc}
                onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
                aria-invalid={cardInvalid('cvc')}
                aria-describedby={cardMessage ? cardErrorId : undefined}
                className="sandbox-input w-full px-3 py-3 text-base tabular-nums"
              />
            </div>
          </div>
        </div>
        {cardMessage && (
          <p id={cardErrorId} role="alert" className="mt-1.5 text-sm text-danger">
            {cardMessage}
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor="card-name" className="mb-1.5 block text-sm font-medium text-[#30313D]">
          Name on card
        </label>
        <input
          ref={refs.name}
          id="card-name"
          name="ccname"
          autoComplete="cc-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={cardInvalid('name')}
          aria-describedby={fieldError?.field === 'name' ? nameErrorId : undefined}
          className="sandbox-input w-full rounded-md border border-[#E0E0E0] px-3 py-3 text-base shadow-sm"
        />
        {fieldError?.field === 'name' && (
          <p id={nameErrorId} role="alert" className="mt-1.5 text-sm text-danger">
            {fieldError.message}
          </p>
        )}
      </div>

      <div>
        <p className="mb-1.5 text-sm font-medium text-[#30313D]">Country or region</p>
        <p className="rounded-md border border-[#E6E6E6] bg-[#F7F7F7] px-3 py-2.5 text-sm text-[#30313D]">
          India
        </p>
      </div>

      <PayActions payment={payment} payLabel={payLabel} working="Processing…" active={active} />
    </form>
  );
}
