/** Step 3 in its panel: once an address is confirmed, the lines, the code, the total and Pay (its own chunk). */
import { Suspense, type ComponentProps } from 'react';
import { Spinner } from '#web/components/Spinner';
import { CHECKOUT_STEPS, type StepStatus } from '../checkout-steps';
import { paymentStep } from '../step-chunks';
import type { PaymentStep as PaymentStepComponent } from './PaymentStep';
import { StepPanel } from './StepPanel';

export function OrderSummaryStep({
  status,
  ready,
  ...step
}: { status: StepStatus; ready: boolean } & ComponentProps<typeof PaymentStepComponent>) {
  const PaymentStep = paymentStep();
  return (
    <StepPanel number={3} title={CHECKOUT_STEPS[2]!.title} status={status}>
      {ready && (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <PaymentStep {...step} />
        </Suspense>
      )}
    </StepPanel>
  );
}
