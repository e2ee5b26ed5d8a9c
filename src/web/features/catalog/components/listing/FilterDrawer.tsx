/**
 * The listing's filter drawer (docs/shop/storefront.md §2, §5), sliding in from the left: the filter form
 * (FilterForm.tsx, a GET form) inside a dialog. It closes on a click outside, its close button, Escape or Apply;
 * every change goes straight into the page URL. Without JavaScript the page shows the same form inline instead
 * (ListingPage).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ListingFacets } from '#domain/schemas/catalog';
import { useReturnFocus } from '#web/components/use-return-focus';
import type { ListingFilters } from '#web/features/catalog/lib/listing-params';
import { FilterForm } from './FilterForm';
import '#web/features/catalog/motion.css';

export function FilterDrawer({
  open,
  onOpenChange,
  action,
  q,
  filters,
  facets,
  showCategories,
  total,
  onChange,
  onReset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  q?: string;
  filters: ListingFilters;
  facets: ListingFacets | undefined;
  showCategories: boolean;
  total: number | undefined;
  onChange: (next: Partial<ListingFilters>) => void;
  onReset: () => void;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="filter-overlay"
          className="fixed inset-0 z-50 bg-charcoal/40 data-[state=open]:animate-[fade-in_200ms_ease-out]"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(90vw,380px)] flex-col bg-surface shadow-2xl outline-none data-[state=open]:animate-[slide-in-left_220ms_cubic-bezier(0.2,0.7,0.2,1)]"
        >
          <div className="flex items-center justify-between border-b border-line px-6 py-4">
            <Dialog.Title className="font-display text-2xl">Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className="rounded-full p-2 hover:bg-ivory">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <FilterForm
            id="filter-form"
            action={action}
            q={q}
            filters={filters}
            facets={facets}
            showCategories={showCategories}
            onChange={onChange}
            onApply={() => onOpenChange(false)}
            footer={
              <div className="flex gap-3 border-t border-line px-6 py-4">
                <button type="button" onClick={onReset} className="btn-secondary flex-1 px-3">
                  Reset Filters
                </button>
                <button type="submit" className="btn-primary flex-1 px-3">
                  {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'piece' : 'pieces'}`}
                </button>
              </div>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
