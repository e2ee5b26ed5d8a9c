/**
 * The ring size guide (docs/decisions/111): how to measure, a finder for a measured circumference, and the
 * Indian sizes 1–30 with inner diameter and circumference in mm (domain/ring-sizes.ts). The sizes this piece is
 * made in are marked, the chosen one highlighted. Its own chunk, opened from the size picker's 'Size guide'.
 */
import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { INDIAN_RING_SIZES, RING_MEASURING_STEPS, ringSizeForCircumference } from '#domain/ring-sizes';
import { useReturnFocus } from '#web/components/use-return-focus';

export function RingSizeGuideDialog({
  open,
  onOpenChange,
  sizes,
  chosen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sizes this piece is made in. */
  sizes: string[];
  chosen: string | null;
}) {
  const returnFocus = useReturnFocus(open);
  const [measured, setMeasured] = useState('');
  const found = measured.trim() ? ringSizeForCircumference(Number(measured.replace(',', '.'))) : null;
  const offered = new Set(sizes);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="size-guide"
          className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[92svh] flex-col rounded-t-[2px] bg-surface shadow-xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85vh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 pb-4 pt-5 sm:px-6">
            <div>
              <Dialog.Title className="text-3xl">Ring size guide</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                Indian ring sizes, measured inside the ring, in millimetres.
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-1 p-2 text-muted hover:text-charcoal" aria-label="Close">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 pb-6 pt-4 sm:px-6">
            <h3 className="text-sm font-medium uppercase tracking-[0.12em]">How to measure</h3>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-charcoal/85">
              {RING_MEASURING_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <SizeFinder measured={measured} onMeasured={setMeasured} found={found} offered={offered} />
            <SizeTable chosen={chosen} found={found} offered={offered} />
            <p className="mt-4 text-xs text-muted">
              Wide bands fit tighter: for a band wider than 6 mm, choose one size larger.
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type RingSize = (typeof INDIAN_RING_SIZES)[number];

/** The finder: a measured circumference in, the Indian size it is out (or why there is none). */
function SizeFinder({
  measured,
  onMeasured,
  found,
  offered,
}: {
  measured: string;
  onMeasured: (measured: string) => void;
  found: RingSize | null;
  offered: Set<string>;
}) {
  const inputId = useId();
  const resultId = useId();
  return (
    <div className="mt-5 rounded-[2px] bg-ivory p-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        Your circumference in mm
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={measured}
          onChange={(e) => onMeasured(e.target.value)}
          aria-describedby={resultId}
          placeholder="e.g. 52"
          className="h-11 w-28 rounded-[2px] border border-line bg-surface px-3 text-base focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold"
        />
        <p id={resultId} className="text-sm" aria-live="polite">
          {!measured.trim()
            ? 'We will find your size.'
            : found
              ? `That is size ${found.size}${offered.size && !offered.has(String(found.size)) ? ' (not made in this piece: call us)' : ''}.`
              : 'Outside Indian sizes 1–30: please measure again, or call us.'}
        </p>
      </div>
    </div>
  );
}

/** The sizes 1–30 with inner diameter and circumference: the chosen and the found one highlighted. */
function SizeTable({
  chosen,
  found,
  offered,
}: {
  chosen: string | null;
  found: RingSize | null;
  offered: Set<string>;
}) {
  return (
    <table className="mt-5 w-full border-collapse text-sm">
      <caption className="sr-only">Indian ring sizes with inner diameter and circumference</caption>
      <thead>
        <tr className="border-b border-line text-left">
          <th scope="col" className="py-2 pr-3 font-medium">
            Size
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Inner diameter
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Circumference
          </th>
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">In this piece</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {INDIAN_RING_SIZES.map((s) => {
          const name = String(s.size);
          const isChosen = chosen === name;
          const isFound = found?.size === s.size;
          return (
            <tr
              key={s.size}
              className={`border-b border-line/70 ${isChosen || isFound ? 'bg-gold-tint' : ''}`}
              aria-current={isChosen ? 'true' : undefined}
            >
              <th scope="row" className="py-1.5 pr-3 text-left font-medium tabular-nums">
                {s.size}
              </th>
              <td className="py-1.5 pr-3 tabular-nums">{s.diameterMm.toFixed(1)} mm</td>
              <td className="py-1.5 pr-3 tabular-nums">{s.circumferenceMm.toFixed(1)} mm</td>
              <td className="py-1.5 text-xs text-muted">
                {isChosen ? 'Chosen' : offered.has(name) ? 'Made in this piece' : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
