/**
 * A small dialog that asks which size to add, for a wishlist piece whose first variant comes in several sizes.
 * The sizes are a radio group; 'Add to Bag' adds the chosen one.
 */
import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { VariantDto } from '../../../../domain/schemas/catalog';

export function SizePickerDialog({
  productTitle,
  variant,
  sizes,
  busy,
  onAdd,
  onClose,
}: {
  productTitle: string;
  variant: VariantDto;
  sizes: string[];
  busy: boolean;
  onAdd: (size: string) => void;
  onClose: () => void;
}) {
  const [size, setSize] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const errorId = useId();
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content className="fixed bottom-0 left-0 right-0 z-50 rounded-t-[2px] bg-surface p-6 shadow-xl sm:bottom-auto sm:left-1/2 sm:right-auto sm:top-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl">Choose a size</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                {productTitle} · {variant.material} {variant.purity}
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-1 p-2 text-muted hover:text-charcoal" aria-label="Close">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <form
            className="mt-5"
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              if (size) onAdd(size);
            }}
          >
            <fieldset aria-describedby={tried && !size ? errorId : undefined}>
              <legend className="label">Size</legend>
              <div className="flex flex-wrap gap-2">
                {sizes.map((s) => (
                  <label key={s} className="cursor-pointer">
                    <input
                      type="radio"
                      name="size"
                      value={s}
                      checked={size === s}
                      onChange={() => setSize(s)}
                      className="peer sr-only"
                    />
                    <span className="grid h-10 min-w-[2.75rem] place-items-center rounded-[2px] border border-line px-3 text-sm transition-colors peer-checked:border-charcoal peer-checked:bg-charcoal peer-checked:text-ivory peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold hover:border-charcoal">
                      {s}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {tried && !size && (
              <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
                Please select a size.
              </p>
            )}
            <button type="submit" className="btn-primary mt-6 w-full" disabled={busy}>
              {busy ? 'Adding...' : 'Add to Bag'}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
