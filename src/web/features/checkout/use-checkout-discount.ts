/** Step 3's discount code: the one applied (sent with Pay), and the reason the last one was refused. */
import { useState } from 'react';
import type { AppliedCode } from './components/DiscountCodeField';

export function useCheckoutDiscount() {
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    applied,
    setApplied,
    error,
    setError,
    /** Pay found the code no longer applies: drop it and say why under the field. */
    refuse: (message: string) => {
      setApplied(null);
      setError(message);
    },
  };
}
