/**
 * The one small picker for adding a piece that has choices without its page (docs/decisions/110): a card's quick
 * add and the wishlist's Add to Bag. Each group with more than one value (metal, purity, size — the same rules
 * as the product page, catalog/lib/variant-options.ts) is a radio group; 'Add to Bag' adds the chosen piece, or
 * says in plain words what is still missing ('Please choose a size.'). A bottom sheet on phones, a small
 * centred dialog from 640 px. Its own chunk (lazyDialog): Radix is not in the listing's first download.
 *
 * After a successful add the bag drawer opens (use-cart.ts) and takes focus; this dialog then closes without
 * pulling focus back to its opener (the drawer returns it there when it closes).
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Material, Purity } from '#domain/catalog-constants';
import type { VariantDto } from '#domain/schemas/catalog';
import { MetalDot } from '#web/components/MetalSwatch';
import { Price } from '#web/components/Price';
import {
  OPTION_MESSAGES,
  findVariant,
  missingChoice,
  optionGroups,
  withDefaults,
  type Choice,
  type OptionProduct,
} from '#web/features/catalog/lib/variant-options';

export interface ChoicePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The piece; `variants` are the ones on offer here (the wishlist offers only the first). */
  product: OptionProduct & { title: string };
  /** Choices already made (a card's swatch or size chip). */
  initial?: Partial<Choice>;
  busy: boolean;
  /** Adds the piece; answers whether it went in (then the dialog closes). */
  onAdd: (variant: VariantDto, size: string | undefined) => Promise<boolean>;
}

export function ChoicePickerDialog({ open, onOpenChange, product, initial, busy, onAdd }: ChoicePickerProps) {
  const added = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const groups = optionGroups(product, { material: null, purity: null, size: null });
  const onlySize = !groups.showMaterial && !groups.showPurity;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          data-testid="choice-picker"
          onOpenAutoFocus={(e) => {
            added.current = false;
            // Straight to the first choice to make (or the first one chosen), not the close button.
            const first =
              form.current?.querySelector<HTMLInputElement>('fieldset[data-missing] input:checked') ??
              form.current?.querySelector<HTMLInputElement>('fieldset[data-missing] input') ??
              form.current?.querySelector<HTMLElement>('button[type="submit"]');
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            if (added.current) e.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-[2px] bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-xl sm:bottom-auto sm:left-1/2 sm:right-auto sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-2xl">
                {onlySize ? 'Choose a size' : 'Choose your piece'}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{product.title}</Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-1 p-2 text-muted hover:text-charcoal" aria-label="Close">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <PickerForm
            formRef={form}
            product={product}
            initial={initial}
            busy={busy}
            onAdd={async (variant, size) => {
              const ok = await onAdd(variant, size);
              if (ok) {
                added.current = true;
                onOpenChange(false);
              }
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Inside Content, so that every opening starts from the given choices again. */
function PickerForm({
  formRef,
  product,
  initial,
  busy,
  onAdd,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  product: OptionProduct;
  initial?: Partial<Choice>;
  busy: boolean;
  onAdd: (variant: VariantDto, size: string | undefined) => Promise<void>;
}) {
  const [choice, setChoice] = useState<Choice>(() =>
    withDefaults(product, {
      material: initial?.material ?? null,
      purity: initial?.purity ?? null,
      size: initial?.size ?? null,
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const groups = optionGroups(product, choice);
  const missing = missingChoice(product, choice);
  const variant = missing ? undefined : findVariant(product, choice);
  const shown =
    variant ??
    (choice.material ? product.variants.find((v) => v.material === choice.material) : product.variants[0]);

  const choose = (next: Partial<Choice>) => {
    setError(null);
    setChoice((c) => withDefaults(product, { ...c, ...next }));
  };

  const submit = async () => {
    if (missing) return setError(missing);
    if (!variant) return setError(OPTION_MESSAGES.variantMissing);
    if (variant.stock < 1) return setError(OPTION_MESSAGES.outOfStock);
    await onAdd(variant, choice.size ?? undefined);
  };

  const describedBy = error ? errorId : undefined;
  return (
    <form
      ref={formRef}
      className="mt-5 space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {groups.showMaterial && (
        <RadioGroup
          label="Metal"
          name="material"
          values={groups.materials}
          chosen={choice.material}
          describedBy={describedBy}
          onChoose={(material: Material) => choose({ material, size: choice.size })}
          render={(m) => (
            <>
              <MetalDot material={m} /> {m}
            </>
          )}
        />
      )}
      {groups.showPurity && (
        <RadioGroup
          label="Purity"
          name="purity"
          values={groups.purities}
          chosen={choice.purity}
          describedBy={describedBy}
          onChoose={(purity: Purity) => choose({ purity })}
        />
      )}
      {groups.showSize && (
        <RadioGroup
          label="Size"
          name="size"
          values={groups.sizes}
          chosen={choice.size}
          describedBy={describedBy}
          onChoose={(size: string) => choose({ size })}
        />
      )}
      {shown && (
        <p className="text-sm" aria-live="polite">
          <Price price={shown.price} discount={shown.discount} />
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? 'Adding...' : 'Add to Bag'}
      </button>
    </form>
  );
}

function RadioGroup<T extends string>({
  label,
  name,
  values,
  chosen,
  describedBy,
  onChoose,
  render,
}: {
  label: string;
  name: string;
  values: readonly T[];
  chosen: T | null;
  describedBy: string | undefined;
  onChoose: (value: T) => void;
  render?: (value: T) => ReactNode;
}) {
  // Not chosen yet: the group is marked and points at the error that asks for it.
  const missing = !chosen;
  return (
    <fieldset data-missing={missing ? '' : undefined} aria-describedby={missing ? describedBy : undefined}>
      <legend className="label">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => (
          <label key={v} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={v}
              checked={chosen === v}
              onChange={() => onChoose(v)}
              className="peer sr-only"
            />
            <span className="inline-flex h-10 min-w-[2.75rem] items-center justify-center gap-2 rounded-[2px] border border-line px-3 text-sm transition-colors hover:border-charcoal peer-checked:border-charcoal peer-checked:bg-charcoal peer-checked:text-ivory peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold">
              {render ? render(v) : v}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
