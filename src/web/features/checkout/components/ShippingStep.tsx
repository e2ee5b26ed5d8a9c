/** Step 2: the address form (its own chunk), or once confirmed the address with 'Change Address'. */
import { Suspense } from 'react';
import type { ShippingAddress } from '#domain/schemas/payments';
import type { AddressValues } from '../address-draft';
import { CHECKOUT_STEPS, type StepStatus } from '../checkout-steps';
import { ShippingForm } from '../step-chunks';
import type { FieldErrorList } from '../use-checkout-address';
import { AddressBlock } from './AddressBlock';
import { StepChangeButton } from './StepChangeButton';
import { StepLoading } from './StepLoading';
import { StepPanel } from './StepPanel';

export function ShippingStep({
  status,
  shipTo,
  busy,
  onChange,
  defaults,
  serverErrors,
  onConfirm,
}: {
  status: StepStatus;
  shipTo: ShippingAddress | null;
  busy: boolean;
  onChange: () => void;
  defaults: AddressValues;
  serverErrors: FieldErrorList | undefined;
  onConfirm: (address: ShippingAddress, values: AddressValues) => void;
}) {
  return (
    <StepPanel
      number={2}
      title={CHECKOUT_STEPS[1]!.title}
      status={status}
      summary={
        shipTo && <AddressBlock address={shipTo} testId="shipping-address" className="text-charcoal" />
      }
      action={<StepChangeButton label="Change Address" onClick={onChange} disabled={busy} />}
    >
      <Suspense fallback={<StepLoading label="Loading the address form…" />}>
        <ShippingForm defaults={defaults} serverErrors={serverErrors} onConfirm={onConfirm} />
      </Suspense>
    </StepPanel>
  );
}
