/**
 * The product form's own submit, with the app (docs/decisions/115): the choice and quantity are what the form's
 * fields hold, checked here with the option rules' messages (a missing choice, no such piece, out of stock, more
 * than the stock with what is already in the bag) before the piece goes into the bag.
 */
import type { FormEvent } from 'react';
import { toast } from '#web/lib/toast';
import type { ProductDto } from '#domain/schemas/catalog';
import { useCart } from '#web/features/cart/hooks/use-cart';
import {
  OPTION_MESSAGES,
  choiceFromFields,
  findVariant,
  missingChoice,
  quantityFromFields,
  type Choice,
} from '#web/features/catalog/lib/variant-options';
import { formFields } from '#web/features/catalog/lib/product-form-fields';
import type { ProductChoice } from './use-product-choice';

export function useProductSubmit(product: ProductDto, { quantity, followChoice }: ProductChoice) {
  const { addToCart, isAdding, items } = useCart();

  const add = async (chosen: Choice, count: number) => {
    const missing = missingChoice(product, chosen);
    if (missing) return void toast.error(missing);
    const piece = findVariant(product, chosen);
    if (!piece) return void toast.error(OPTION_MESSAGES.variantMissing);
    if (piece.stock < 1) return void toast.error(OPTION_MESSAGES.outOfStock);
    const inCart = items
      .filter(
        (l) => l.variantId === piece._id && (l.variantDetails.selectedSize ?? '') === (chosen.size ?? ''),
      )
      .reduce((n, l) => n + l.quantity, 0);
    if (count + inCart > piece.stock) return void toast.error(OPTION_MESSAGES.onlyInStock(piece.stock));
    await addToCart({ product, variant: piece, quantity: count, selectedSize: chosen.size ?? undefined });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdding) return;
    const fields = formFields(event.currentTarget);
    const chosen = choiceFromFields(product, fields);
    const count = quantityFromFields(fields) ?? quantity;
    followChoice(chosen);
    void add(chosen, count);
  };

  return { submit, isAdding };
}
