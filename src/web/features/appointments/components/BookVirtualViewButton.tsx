/**
 * The floating 'Book a Virtual View' button of the standard layout (storefront.md §2 "Global behaviour"). It
 * sits bottom-left, clear of the toasts (bottom-right) and the scroll-to-top button; a gold ring keeps it
 * visible over the charcoal footer. The dialog and its form
 * are a separate chunk, loaded when first opened.
 */
import { lazy, Suspense } from 'react';
import { Video } from 'lucide-react';
import { openViewingDialog, useViewingDialogOpen } from '../viewing-dialog-store';

const VirtualViewingDialog = lazy(() => import('./VirtualViewingDialog'));

export function BookVirtualViewButton() {
  const open = useViewingDialogOpen();
  return (
    <>
      <button
        type="button"
        onClick={openViewingDialog}
        aria-haspopup="dialog"
        aria-label="Book a Virtual View"
        title="Book a Virtual View"
        className="fixed bottom-4 left-4 z-30 inline-flex items-center gap-2 rounded-full border border-gold/70 bg-charcoal p-3.5 text-xs font-medium uppercase tracking-[0.12em] text-ivory shadow-lg transition-colors duration-200 hover:bg-black sm:bottom-6 sm:left-6 sm:px-5 sm:py-3"
      >
        <Video aria-hidden="true" className="h-5 w-5 text-gold-tint sm:h-4 sm:w-4" />
        {/* On phones the button is a round icon so it does not cover what the shopper reads. */}
        <span aria-hidden="true" className="hidden sm:inline">
          Book a Virtual View
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <VirtualViewingDialog />
        </Suspense>
      )}
    </>
  );
}
