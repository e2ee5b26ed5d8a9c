import { Toaster as Sonner } from 'sonner';
import { useEffect, useState } from 'react';
import { UI_TIMINGS } from '../../domain/business-constants';
import { toasterReady } from '../lib/toast';

/** design.md: toasts bottom-right on desktop, top on mobile. Loaded with the first toast (lib/toast.ts). */
export default function SonnerToaster({ duration = UI_TIMINGS.toastMs }: { duration?: number }) {
  const [wide, setWide] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches,
  );
  useEffect(() => {
    const mq = window.matchMedia('(min-width: 768px)');
    const on = () => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  // Sonner's own effect (a child's) has subscribed to its store by now: toasts asked for so far may go out.
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      position={wide ? 'bottom-right' : 'top-center'}
      duration={duration}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans !rounded-[2px] !border-line', title: '!text-sm' } }}
    />
  );
}
