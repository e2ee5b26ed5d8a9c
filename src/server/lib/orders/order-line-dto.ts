/** An order's line as the shopper's and the admin's order replies both show it. */
import type { OrderLineDto } from '#domain/schemas/orders';
import { paiseToRupees } from '#domain/money';
import type { orderLines } from '#server/db/schema';

export function orderLineDto(l: typeof orderLines.$inferSelect): OrderLineDto {
  return {
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity,
    priceAtPurchase: paiseToRupees(l.priceAtPurchasePaise),
    nameAtPurchase: l.nameAtPurchase,
    mainImageAtPurchase: l.mainImageAtPurchase,
    material: l.material,
    purity: l.purity,
    selectedSize: l.selectedSize,
    sku: l.sku,
    weightGrams: l.weightGrams,
    huids: l.huids,
  };
}
