import { Toaster as Sonner } from 'sonner';
import { useEffect, useState } from 'react';
import { UI_TIMINGS } from '#domain/business-constants';
import { toasterReady } from '../lib/toast';
import { useCartDrawerOpen } from '../features/cart/cart-drawer-store';

/** From this width up the cart drawer is 420 px beside the page (below it, the whole screen). */
const WIDE = '(min-width: 640px)';

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const mq = window.matchMedia(WIDE);
    const on = () => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return wide;
}

/** Just above the open bag drawer's View Bag / Checkout footer (CartDrawer.tsx publishes its height). */
const aboveBagFooter = 'calc(var(--bag-footer-h, 0px) + 12px)';

/**
 * Where toasts appear (docs/decisions/110): never over the header (its bag count) nor over a drawer's title and
 * close button, which are all at the top. Phones: at the bottom, above the home indicator (safe area), and above
 * the bag drawer's buttons while it fills the screen. Wider screens: bottom right, or bottom left while the bag
 * drawer is open on the right. Loaded with the first toast
 * (lib/toast.ts).
 */
export default function SonnerToaster({ duration = UI_TIMINGS.toastMs }: { duration?: number }) {
  const wide = useWide();
  const drawerOpen = useCartDrawerOpen();
  // Sonner's own effect (a child's) has subscribed to its store by now: toasts asked for so far may go out.
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      position={!wide ? 'bottom-center' : drawerOpen ? 'bottom-left' : 'bottom-right'}
      offset={wide || !drawerOpen ? 24 : { bottom: aboveBagFooter, left: 24, right: 24 }}
      mobileOffset={{
        bottom: drawerOpen ? aboveBagFooter : 'calc(12px + env(safe-area-inset-bottom, 0px))',
        left: 12,
        right: 12,
      }}
      duration={duration}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans !rounded-[2px] !border-line', title: '!text-sm' } }}
    />
  );
}
