import { Toaster as Sonner } from 'sonner';
import { useEffect, useState } from 'react';
import { UI_TIMINGS } from '../../domain/business-constants';

/** design.md: toasts bottom-right on desktop, top on mobile. */
export function Toaster({ duration = UI_TIMINGS.toastMs }: { duration?: number }) {
  const [wide, setWide] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches,
  );
  useEffect(() => {
    const mq = window.matchMedia('(min-width: 768px)');
    const on = () => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return (
    <Sonner
      position={wide ? 'bottom-right' : 'top-center'}
      duration={duration}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans !rounded-[2px] !border-line', title: '!text-sm' } }}
    />
  );
}
