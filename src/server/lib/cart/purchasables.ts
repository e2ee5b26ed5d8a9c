/**
 * What a cart line, a checkout and an order may know about a variant: always read from the catalogue, never from
 * the client (docs/shop/conventions.md §2 "The API's shape"). Two queries whatever the number of variants.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Material, Purity } from '#domain/catalog-constants';
import { imageOrPlaceholder } from '#domain/images';
import { discountedPaise } from '#domain/money';
import type { Db, Tx } from '#server/db/client';
import { products, variants } from '#server/db/schema';
import { variantImageUrls } from '#server/lib/catalog/variant-images';

export interface Purchasable {
  productId: string;
  variantId: string;
  /** The product's title. */
  name: string;
  slug: string;
  /** The variant's first picture, else the product's, else the placeholder (as the guest cart does). */
  mainImage: string;
  /** The product is on sale (status active). */
  active: boolean;
  material: Material;
  purity: Purity;
  sizes: string[];
  /** Before discount. */
  pricePaise: number;
  /** After discount: what the shopper pays per piece. */
  unitPricePaise: number;
  stock: number;
  sku: string;
  /** Gross weight of one piece (grams): the checkout snapshot carries it to the order line and the invoice. */
  weightGrams: number;
}

export async function loadPurchasables(db: Db | Tx, variantIds: string[]): Promise<Map<string, Purchasable>> {
  const found = new Map<string, Purchasable>();
  const ids = [...new Set(variantIds)];
  if (!ids.length) return found;
  const rows = await db
    .select({
      variantId: variants.id,
      productId: products.id,
      name: products.title,
      slug: products.slug,
      productImage: products.mainImageUrl,
      status: products.status,
      material: variants.material,
      purity: variants.purity,
      sizes: variants.sizes,
      pricePaise: variants.pricePaise,
      discountType: variants.discountType,
      discountValue: variants.discountValue,
      stock: variants.stock,
      sku: variants.sku,
      weightGrams: variants.weightGrams,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids));
  if (!rows.length) return found;
  const images = await variantImageUrls(
    db,
    rows.map((r) => r.variantId),
  );
  for (const r of rows) {
    found.set(r.variantId, {
      productId: r.productId,
      variantId: r.variantId,
      name: r.name,
      slug: r.slug,
      mainImage: imageOrPlaceholder(images.get(r.variantId)?.[0] ?? r.productImage),
      active: r.status === 'active',
      material: r.material,
      purity: r.purity,
      sizes: r.sizes,
      pricePaise: r.pricePaise,
      // Stored ×100 for both kinds (percent hundredths or paise); the domain rule takes percent or rupees.
      unitPricePaise: discountedPaise(r.pricePaise, { type: r.discountType, value: r.discountValue / 100 }),
      stock: r.stock,
      sku: r.sku,
      weightGrams: r.weightGrams,
    });
  }
  return found;
}
