import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled past `px` (checked at once and on every scroll, passively): the header's solid
 * look, the floating Book a Virtual View button and the scroll-to-top button all follow it.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
