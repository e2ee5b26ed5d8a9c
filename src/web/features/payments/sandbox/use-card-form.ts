/**
 * The card tab's form on the kit (docs/decisions/123): the fields carry the names browsers autofill a card by
 * (`cardnumber`, `exp-date`, `cvc`, `ccname`); what is sent is SandboxCompleteBody, checked by its schema and —
 * before it is sent — by the test provider's card rule (src/domain/test-cards.ts), one message at a time, as a
 * hosted page does. The server decides; a field it refuses comes back to that field.
 */
import type { ChangeEvent, FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SandboxCompleteBody } from '#domain/schemas/payments';
import { CARD_MESSAGES, checkTestCard } from '#domain/test-cards';
import { useForm, type SchemaIssue } from '#web/components/form';
import type { SandboxPayment } from './use-sandbox-payment';

export interface CardValues {
  cardnumber: string;
  'exp-date': string;
  cvc: string;
  ccname: string;
}
export type CardField = keyof CardValues;

/** The card rule's (and the server's) names for the fields. */
const FIELD_OF = { cardNumber: 'cardnumber', expiry: 'exp-date', cvc: 'cvc' } as const;
const isRuleField = (field: string): field is keyof typeof FIELD_OF => field in FIELD_OF;

const NAME_MISSING = 'Please enter the name on your card.';

function cardIssues(values: CardValues): SchemaIssue[] {
  const check = checkTestCard({ cardNumber: values.cardnumber, expiry: values['exp-date'], cvc: values.cvc });
  if (!check.ok) return [{ path: [FIELD_OF[check.field]], message: check.message }];
  if (!values.ccname.trim()) return [{ path: ['ccname'], message: NAME_MISSING }];
  return [];
}

/** A field's registration that rewrites what is typed (`4242…` → `4242 4242 …`) before the form reads it. */
export function formatted(registration: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...registration,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = format(e.target.value);
      if (value !== e.target.value) e.target.value = value;
      return registration.onChange(e);
    },
  };
}

export function useCardForm(payment: SandboxPayment) {
  const form = useForm<CardValues, SandboxCompleteBody>({
    schema: () => import('#domain/schemas/payments').then((m) => m.SandboxCompleteBody),
    toPayload: (v) => ({
      outcome: 'paid',
      method: 'card',
      cardNumber: v.cardnumber,
      expiry: v['exp-date'],
      cvc: v.cvc,
    }),
    extraIssues: cardIssues,
    defaultValues: { cardnumber: '', 'exp-date': '', cvc: '', ccname: '' },
    // A message stays until Pay is pressed again, as before the kit.
    reValidateMode: 'onSubmit',
  });
  const onPay = form.handleSubmit(async (body) => {
    const problem = await payment.pay(body, CARD_MESSAGES.declined);
    if (problem && isRuleField(problem.field))
      form.setError(
        FIELD_OF[problem.field],
        { type: 'server', message: problem.message },
        { shouldFocus: true },
      );
  });
  return {
    form,
    /** Nothing is checked or sent while a payment is under way or declined. */
    onSubmit: (e: FormEvent<HTMLFormElement>) => {
      if (payment.locked) return e.preventDefault();
      void onPay(e);
    },
  };
}
