/**
 * The sandbox page's UPI tab, a kit form: a UPI ID (VPA), checked here with the rule the server applies
 * (src/domain/test-upi.ts); the server decides. Razorpay's test IDs: success@razorpay pays, failure@razorpay is
 * declined.
 */
import type { FormEvent } from 'react';
import type { SandboxCompleteBody } from '#domain/schemas/payments';
import { TEST_VPAS, UPI_MESSAGES, VPA_MAX_LENGTH, checkTestVpa } from '#domain/test-upi';
import { Form, useForm } from '#web/components/form';
import { PayActions } from './PayActions';
import { SandboxField } from './SandboxField';
import { TestModeNote } from './TestModeNote';
import type { SandboxPayment } from './use-sandbox-payment';

interface Props {
  payment: SandboxPayment;
  payLabel: string;
  active: boolean;
}

function useUpiForm(payment: SandboxPayment) {
  const form = useForm<{ vpa: string }, SandboxCompleteBody>({
    schema: () => import('#domain/schemas/payments').then((m) => m.SandboxCompleteBody),
    toPayload: ({ vpa }) => ({ outcome: 'paid', method: 'upi', vpa }),
    extraIssues: ({ vpa }) => {
      const check = checkTestVpa(vpa);
      return check.ok ? [] : [{ path: ['vpa'], message: check.message }];
    },
    defaultValues: { vpa: '' },
    // A message stays until Pay is pressed again, as before the kit.
    reValidateMode: 'onSubmit',
  });
  const onPay = form.handleSubmit(async (body) => {
    const problem = await payment.pay(body, UPI_MESSAGES.declined);
    if (problem?.field === 'vpa')
      form.setError('vpa', { type: 'server', message: problem.message }, { shouldFocus: true });
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // Nothing is checked or sent while a payment is under way or declined.
    if (payment.locked) return e.preventDefault();
    void onPay(e);
  };
  return { form, onSubmit };
}

export function UpiPayForm({ payment, payLabel, active }: Props) {
  const { form, onSubmit } = useUpiForm(payment);
  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <TestModeNote>
        Test payments only. Use <strong>{TEST_VPAS.success}</strong> to pay or{' '}
        <strong>{TEST_VPAS.failure}</strong> to see a decline.
      </TestModeNote>
      <SandboxField
        id="upi-vpa"
        label="UPI ID"
        type="text"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder="name@bank"
        maxLength={VPA_MAX_LENGTH}
        error={form.formState.errors.vpa?.message}
        hint="The ID you pay with in your UPI app, like name@okaxis."
        {...form.register('vpa')}
      />
      <PayActions payment={payment} payLabel={payLabel} working="Waiting for approval…" active={active} />
    </Form>
  );
}
