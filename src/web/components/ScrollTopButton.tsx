import { ArrowUp } from 'lucide-react';
import { UI_TIMINGS } from '#domain/business-constants';
import { useScrolledPast } from '#web/lib/use-scrolled-past';

/** Appears after 300 px of scrolling (docs/shop/storefront.md §9) and takes the shopper back to the top. */
export function ScrollTopButton() {
  const shown = useScrolledPast(UI_TIMINGS.scrollTopButtonThresholdPx);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className="fixed bottom-4 right-4 z-30 grid h-11 w-11 place-items-center rounded-full border border-line bg-surface text-charcoal shadow-lg transition hover:border-charcoal sm:bottom-6 sm:right-6"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
