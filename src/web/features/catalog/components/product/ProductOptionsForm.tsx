/**
 * The options, quantity and Add to Cart as one real form (docs/decisions/115): radio groups and a number field
 * that post to PRODUCT_FORM_ACTION, which the server answers without JavaScript (modules/cart/product-form.ts).
 * With the app the submit is handled here (use-product-submit.ts); submitted before the app is live, it is kept and
 * sent once it is (before-hydration.ts).
 */
import { toast } from '#web/lib/toast';
import type { ProductDto } from '#domain/schemas/catalog';
import { PRODUCT_FORM_ACTION, PRODUCT_FORM_FIELDS } from '#domain/product-form';
import { Spinner } from '#web/components/Spinner';
import { MetalDot } from '#web/components/MetalSwatch';
import { OPTION_MESSAGES } from '#web/features/catalog/lib/variant-options';
import { WishlistButton } from '../card/WishlistButton';
import { OptionPicker } from './OptionPicker';
import { QuantityPicker } from './QuantityPicker';
import { RingSizeGuide, isRingProduct } from './RingSizeGuide';
import type { ProductChoice } from './use-product-choice';
import { useProductSubmit } from './use-product-submit';

function addButtonLabel(isAdding: boolean, complete: boolean, outOfStock: boolean): string {
  if (isAdding) return 'Adding...';
  if (!complete) return 'Select Options';
  return outOfStock ? 'Out of Stock' : 'Add to Cart';
}

export function ProductOptionsForm({ product, picked }: { product: ProductDto; picked: ProductChoice }) {
  const { submit, isAdding } = useProductSubmit(product, picked);
  const { groups, choice, variant } = picked;
  return (
    <form
      ref={picked.formRef}
      method="post"
      action={PRODUCT_FORM_ACTION}
      onSubmit={submit}
      // Submitted before the app is live: kept and sent once it is (before-hydration.ts).
      data-submit-when-live=""
    >
      <input type="hidden" name={PRODUCT_FORM_FIELDS.productId} value={product._id} />
      <div className="mt-8 space-y-6">
        {groups.showMaterial && (
          <OptionPicker
            label="Metal"
            name={PRODUCT_FORM_FIELDS.material}
            values={groups.materials}
            chosen={choice.material}
            onChoose={picked.chooseMaterial}
            render={(m) => (
              <>
                <MetalDot material={m} /> {m}
              </>
            )}
          />
        )}
        {groups.showPurity && (
          <OptionPicker
            label="Purity"
            name={PRODUCT_FORM_FIELDS.purity}
            values={groups.purities}
            chosen={choice.purity}
            onChoose={picked.choosePurity}
          />
        )}
        {groups.showSize && (
          <OptionPicker
            label="Size"
            name={PRODUCT_FORM_FIELDS.size}
            values={groups.sizes}
            chosen={choice.size}
            onChoose={picked.chooseSize}
            action={
              isRingProduct(product) ? <RingSizeGuide sizes={groups.sizes} chosen={choice.size} /> : undefined
            }
          />
        )}
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-3">
        <QuantityPicker
          name={PRODUCT_FORM_FIELDS.quantity}
          value={picked.quantity}
          max={variant ? variant.stock : null}
          onChange={picked.setQuantity}
          onLimit={(n) => toast.error(OPTION_MESSAGES.onlyAvailable(n))}
        />
        <button
          type="submit"
          disabled={isAdding || picked.outOfStock}
          className="btn-primary min-w-[12rem] flex-1"
        >
          {isAdding && <Spinner />}
          {addButtonLabel(isAdding, picked.complete, picked.outOfStock)}
        </button>
        <WishlistButton product={product} className="h-11 w-11 border border-line shadow-none" />
      </div>
    </form>
  );
}
