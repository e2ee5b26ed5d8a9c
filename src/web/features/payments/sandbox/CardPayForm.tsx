/**
 * The sandbox page's card tab, a kit form (use-card-form.ts). The card is checked here with the same rule the
 * server applies (src/domain/test-cards.ts) to show field errors early; the server decides.
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
import { useId } from 'react';
import { Form } from '#web/components/form';
import { CardDetailsFieldset } from './CardDetailsFieldset';
import { PayActions } from './PayActions';
import { SandboxField, SandboxFixedValue } from './SandboxField';
import { TestModeNote } from './TestModeNote';
import { useCardForm } from './use-card-form';
import type { SandboxPayment } from './use-sandbox-payment';

interface Props {
  payment: SandboxPayment;
  payLabel: string;
  active: boolean;
}

export function CardPayForm({ payment, payLabel, active }: Props) {
  const { form, onSubmit } = useCardForm(payment);
  const { errors } = form.formState;
  const cardErrorId = useId();
  const cardMessage =
    errors.cardnumber?.message ?? errors['exp-date']?.message ?? errors.cvc?.message ?? null;

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-describedby={cardMessage ? cardErrorId : undefined}>
      <TestModeNote>
        Test payments only. Use <strong>4242 4242 4242 4242</strong> to pay or{' '}
        <strong>4000 0000 0000 0002</strong> to see a decline, with any future date and any 3 digits.
      </TestModeNote>
      <CardDetailsFieldset form={form} message={cardMessage} messageId={cardErrorId} />
      <SandboxField
        id="card-name"
        label="Name on card"
        autoComplete="cc-name"
        error={errors.ccname?.message}
        {...form.register('ccname')}
      />
      <SandboxFixedValue caption="Country or region">India</SandboxFixedValue>
      <PayActions payment={payment} payLabel={payLabel} working="Processing…" active={active} />
    </Form>
  );
}
