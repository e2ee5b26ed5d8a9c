/**
 * Steps 2 and 3 are chunks of their own: the address form (with react-hook-form) and step 3 (the discount code,
 * the total and Pay). A guest's first load shows step 1 only; once step 1 is done (signed in, or a guest's
 * e-mail) the page asks for both at once, while the bag loads.
 */
import { lazy, useEffect } from 'react';
import type { PaymentStep as PaymentStepComponent } from './components/PaymentStep';

const loadShippingForm = () => import('./components/ShippingForm');
export const ShippingForm = lazy(() => loadShippingForm().then((m) => ({ default: m.ShippingForm })));

/**
 * Once loaded, step 3 is rendered as itself, not through `lazy`: a lazy component suspends on its first render
 * even when its chunk is there, and Pay would appear a moment after the step opens.
 */
let loadedPaymentStep: typeof PaymentStepComponent | undefined;
const loadPaymentStep = () =>
  import('./components/PaymentStep').then((m) => {
    loadedPaymentStep = m.PaymentStep;
    return m;
  });
const LazyPaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));

/** Step 3's component: the loaded one, else the lazy one (render it inside Suspense). */
export const paymentStep = () => loadedPaymentStep ?? LazyPaymentStep;

/** Asks for both chunks once step 1 is done. */
export function useStepChunks(stepOneDone: boolean): void {
  useEffect(() => {
    if (!stepOneDone) return;
    void loadShippingForm();
    void loadPaymentStep();
  }, [stepOneDone]);
}
