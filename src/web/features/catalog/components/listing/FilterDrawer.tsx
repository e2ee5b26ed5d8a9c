/**
 * The listing's filter drawer (storefront.md §2, §5): metals, categories and a price range, sliding in from the
 * left. It closes on a click outside, its close button or Escape; every change goes straight into the page URL.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { BRAND } from '../../../../../domain/brand';
import { FILTER_METALS, type Material } from '../../../../../domain/catalog-constants';
import type { CategoryDto } from '../../../../../domain/schemas/catalog';
import { MetalDot } from '../../../../components/MetalSwatch';
import { useReturnFocus } from '../../../../components/use-return-focus';
import type { ListingFilters } from '../../lib/listing-params';
import { PriceRange } from './PriceRange';
import '../../motion.css';

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export function FilterDrawer({
  open,
  onOpenChange,
  filters,
  categories,
  showCategories,
  total,
  onChange,
  onReset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: ListingFilters;
  categories: CategoryDto[];
  showCategories: boolean;
  total: number | undefined;
  onChange: (next: Partial<ListingFilters>) => void;
  onReset: () => void;
}) {
  const choosable = categories.filter((c) => c.slug !== BRAND.collectionSlug);
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
          <div className="flex-1 space-y-8 overflow-y-auto px-6 py-6">
            <fieldset>
              <legend className="eyebrow mb-3">Metal</legend>
              <ul className="space-y-2.5">
                {FILTER_METALS.map((m: Material) => (
                  <li key={m}>
                    <label className="flex cursor-pointer items-center gap-3 text-sm">
                      <input
                        type="checkbox"
                        checked={filters.metals.includes(m)}
                        onChange={() => onChange({ metals: toggle(filters.metals, m) })}
                        className="h-4 w-4 accent-charcoal"
                      />
                      <MetalDot material={m} />
                      {m}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {showCategories && choosable.length > 0 && (
              <fieldset>
                <legend className="eyebrow mb-3">Category</legend>
                <ul className="space-y-2.5">
                  {choosable.map((c) => (
                    <li key={c._id}>
                      <label className="flex cursor-pointer items-center gap-3 text-sm">
                        <input
                          type="checkbox"
                          checked={filters.categories.includes(c.slug)}
                          onChange={() => onChange({ categories: toggle(filters.categories, c.slug) })}
                          className="h-4 w-4 accent-charcoal"
                        />
                        {c.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <fieldset>
              <legend className="eyebrow mb-3">Price</legend>
              <PriceRange
                min={filters.min}
                max={filters.max}
                onCommit={(min, max) => onChange({ min, max })}
              />
            </fieldset>
          </div>
          <div className="flex gap-3 border-t border-line px-6 py-4">
            <button type="button" onClick={onReset} className="btn-secondary flex-1 px-3">
              Reset Filters
            </button>
            <Dialog.Close className="btn-primary flex-1 px-3">
              {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'piece' : 'pieces'}`}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
