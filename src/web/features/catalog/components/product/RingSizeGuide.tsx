/**
 * 'Size guide' beside a ring's size choices: opens the ring size guide (RingSizeGuideDialog, its own chunk,
 * fetched when the pointer nears the button or it gets focus). docs/decisions/111.
 */
import { useState } from 'react';
import { Ruler } from 'lucide-react';
import { lazyDialog } from '#web/components/lazy-dialog';

const RingSizeGuideDialog = lazyDialog(() =>
  import('./RingSizeGuideDialog').then((m) => m.RingSizeGuideDialog),
);

/** Whether a piece is a ring (its category or subcategory says so; "Earrings" is not). */
export const isRingProduct = (product: {
  category?: { name: string } | null;
  subcategory?: { name: string } | null;
}) => /\brings?\b/i.test(`${product.category?.name ?? ''} ${product.subcategory?.name ?? ''}`);

export function RingSizeGuide({ sizes, chosen }: { sizes: string[]; chosen: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={RingSizeGuideDialog.preload}
        onFocus={RingSizeGuideDialog.preload}
        aria-haspopup="dialog"
        className="link inline-flex min-h-10 items-center gap-1.5 text-sm"
      >
        <Ruler aria-hidden="true" className="h-4 w-4" />
        Size guide
      </button>
      <RingSizeGuideDialog open={open} onOpenChange={setOpen} sizes={sizes} chosen={chosen} />
    </>
  );
}
