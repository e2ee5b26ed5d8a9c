/**
 * The checkout's three steps (docs/shop/storefront.md §2, §4 "Checkout steps"): 1 Authentication, 2 Shipping, 3
 * Order Summary, each pending, active or completed. The step is derived, never stored: not signed in → 1; signed
 * in without a confirmed address → 2 (so an authenticated shopper starts at 2 with 1 completed); with one → 3.
 * 'Change Address' forgets the confirmed address, so 2 is active again and 3 pending.
 */
export type StepNumber = 1 | 2 | 3;
export type StepStatus = 'pending' | 'active' | 'completed';

export const CHECKOUT_STEPS: ReadonlyArray<{ number: StepNumber; title: string }> = [
  { number: 1, title: 'Authentication' },
  { number: 2, title: 'Shipping' },
  { number: 3, title: 'Order Summary' },
];

export function currentStep(signedIn: boolean, addressConfirmed: boolean): StepNumber {
  if (!signedIn) return 1;
  return addressConfirmed ? 3 : 2;
}

export function stepStatus(step: StepNumber, current: StepNumber): StepStatus {
  if (step < current) return 'completed';
  return step === current ? 'active' : 'pending';
}
