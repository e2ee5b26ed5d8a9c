/**
 * The floating 'Book a Virtual View' button of the standard layout (docs/shop/storefront.md §2 "Global
 * behaviour"), placed so that it never hides what a shopper needs
 * (docs/decisions/107-nothing-covered-one-wording.md):
 *
 * - below 1024 px a 44 px round icon at the bottom left, above the phone's safe area, shown once the shopper has
 *   scrolled 300 px (like the scroll-to-top button): on a phone's first screen every spot is taken — a price, a
 *   card, an Add to Bag — so it waits until that screen has moved up out of its way. The footer keeps room below
 *   its last line (Footer.tsx) so everything can scroll clear of it;
 * - from 1024 px a narrow tab on the left edge, in the page's side margin, where no content sits;
 * - not on the pages where the shopper is finishing a task (bag, checkout, payment, sign-in and sign-up, password
 *   pages): it would only compete with the form.
 *
 * The wide-screen tab needs no script: the server renders it where it stays. The dialog and its form are a
 * separate chunk, loaded when first opened.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Video } from 'lucide-react';
import { UI_TIMINGS } from '#domain/business-constants';
import { useScrolledPast } from '#web/lib/use-scrolled-past';
import { openViewingDialog, useViewingDialogOpen } from '../viewing-dialog-store';

const VirtualViewingDialog = lazy(() => import('./VirtualViewingDialog'));

/** Pages without the floating button: the bag, checkout and payment, and the account forms. */
const TASK_PAGES =
  /^\/(cart|checkout|login|signup|forgot-password|payment-success|payment-cancel|reset-password|confirm-email)(\/|$)/;

function isTaskPage(pathname: string): boolean {
  return TASK_PAGES.test(pathname);
}

export function BookVirtualViewButton() {
  const open = useViewingDialogOpen();
  const { pathname } = useLocation();
  const hidden = isTaskPage(pathname);
  const scrolled = useScrolledPast(UI_TIMINGS.scrollTopButtonThresholdPx);
  return (
    <>
      {!hidden && (
        <button
          type="button"
          onClick={openViewingDialog}
          aria-haspopup="dialog"
          aria-label="Book a Virtual View"
          title="Book a Virtual View"
          data-floating-viewing=""
          className={`${scrolled ? 'grid' : 'hidden'} fixed bottom-[calc(0.75rem+env(safe-area-inset-bottom))] left-3 z-30 h-11 w-11 place-items-center rounded-full border border-gold/70 bg-charcoal text-ivory shadow-lg transition-colors duration-200 hover:bg-black lg:bottom-auto lg:left-0 lg:top-1/2 lg:flex lg:h-auto lg:w-7 lg:-translate-y-1/2 lg:rotate-180 lg:items-center lg:gap-2 lg:rounded-none lg:rounded-l-[3px] lg:border-r-0 lg:px-0 lg:py-4 lg:[writing-mode:vertical-rl]`}
        >
          <Video aria-hidden="true" className="h-5 w-5 text-gold-tint lg:h-3.5 lg:w-3.5 lg:rotate-180" />
          {/* Below 1024 px the button is a round icon; its name is the aria-label. */}
          <span
            aria-hidden="true"
            className="hidden text-[11px] font-medium uppercase leading-none tracking-[0.14em] lg:inline"
          >
            Book a Virtual View
          </span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <VirtualViewingDialog />
        </Suspense>
      )}
    </>
  );
}
