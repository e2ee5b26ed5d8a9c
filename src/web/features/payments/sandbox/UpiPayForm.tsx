/**
 * The sandbox page's UPI tab: a UPI ID (VPA), checked here with the rule the server applies
 * (src/domain/test-upi.ts); the server decides. Razorpay's test IDs: success@razorpay pays, failure@razorpay is
 * declined.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { TEST_VPAS, UPI_MESSAGES, VPA_MAX_LENGTH, checkTestVpa } from '#domain/test-upi';
import { PayActions } from './PayActions';
import type { SandboxPayment } from './use-sandbox-payment';

interface Props {
  payment: SandboxPayment;
  payLabel: string;
  active: boolean;
}

export function UpiPayForm({ payment, payLabel, active }: Props) {
  const [vpa, setVpa] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const showError = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onPay = async (e: FormEvent) => {
    e.preventDefault();
    if (payment.locked) return;
    const check = checkTestVpa(vpa);
    if (!check.ok) return showError(check.message);
    setError(null);
    const problem = await payment.pay({ outcome: 'paid', method: 'upi', vpa }, UPI_MESSAGES.declined);
    if (problem?.field === 'vpa') showError(problem.message);
  };

  return (
    <form method="post" onSubmit={onPay} noValidate className="space-y-5">
      <div className="rounded-md border border-[#F5D78A] bg-[#FFF8E6] px-3 py-2 text-xs leading-relaxed text-[#6B4A00]">
        Test payments only. Use <strong>{TEST_VPAS.success}</strong> to pay or{' '}
        <strong>{TEST_VPAS.failure}</strong> to see a decline.
      </div>

      <div>
        <label htmlFor="upi-vpa" className="mb-1.5 block text-sm font-medium text-[#30313D]">
          UPI ID
        </label>
        <input
          ref={inputRef}
          id="upi-vpa"
          name="vpa"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="name@bank"
          maxLength={VPA_MAX_LENGTH}
          value={vpa}
          onChange={(e) => setVpa(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="sandbox-input w-full rounded-md border border-[#E0E0E0] px-3 py-3 text-base shadow-sm"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
        <p id={hintId} className="mt-1.5 text-xs text-[#6B6B6B]">
          The ID you pay with in your UPI app, like name@okaxis.
        </p>
      </div>

      <PayActions payment={payment} payLabel={payLabel} working="Waiting for approval…" active={active} />
    </form>
  );
}
