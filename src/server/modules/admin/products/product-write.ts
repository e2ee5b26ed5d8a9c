/**
 * The steps add-product, update-product and the CSV import share, each inside the caller's transaction:
 * where the product lives (category, subcategory, "Also show in" lists), SKU uniqueness with named 409s, and
 * writing variants with their images.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import {
  MAX_PRICE_RUPEES,
  discountToStored,
  fixedDiscountTooLarge,
  type ProductInput,
  type VariantInput,
} from '#domain/schemas/admin-product';
import { rateVariantIssues, type CertificateInput } from '#domain/schemas/admin-pricing';
import { paiseToRupees, rupeesToPaise } from '#domain/money';
import type { PricingMode } from '#domain/pricing';
import { toStoredPricing, type RateTable, type VariantPricing } from '#domain/variant-pricing';
import type { Tx } from '#server/db/client';
import {
  categories,
  collectionProducts,
  type products,
  subcategories,
  variantImages,
  variants,
} from '#server/db/schema';
import { badRequest, conflict, type FieldError } from '#server/errors';
import { loadRateTable } from '#server/lib/rates/rate-store';
import { lockRatesForPricing } from '#server/lib/rates/rate-lock';

export interface Placement {
  categoryId: string;
  subcategoryId: string | null;
}

/** The category exists and the subcategory (if any) belongs to it. */
export async function checkPlacement(
  tx: Tx,
  input: { category: string; subcategory?: string | null | undefined },
): Promise<Placement> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category))
    .limit(1);
  if (!category) throw badRequest(M.categoryMissing, [{ path: 'category', message: M.categoryMissing }]);
  if (!input.subcategory) return { categoryId: category.id, subcategoryId: null };
  const [sub] = await tx
    .select({ id: subcategories.id, categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, input.subcategory))
    .limit(1);
  if (!sub) throw badRequest(M.subcategoryMissing, [{ path: 'subcategory', message: M.subcategoryMissing }]);
  if (sub.categoryId !== category.id)
    throw badRequest(M.subcategoryNotInCategory, [
      { path: 'subcategory', message: M.subcategoryNotInCategory },
    ]);
  return { categoryId: category.id, subcategoryId: sub.id };
}

/** The "Also show in" lists exist; the product's own subcategory is dropped (it lists the product anyway). */
export async function checkAlsoShowIn(
  tx: Tx,
  ids: readonly string[],
  home: string | null,
): Promise<string[]> {
  const wanted = ids.filter((id) => id !== home);
  if (!wanted.length) return [];
  const found = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(inArray(subcategories.id, wanted));
  if (found.length !== wanted.length)
    throw badRequest(M.collectionMissing, [{ path: 'alsoShowIn', message: M.collectionMissing }]);
  return wanted;
}

/**
 * What the product's form names that lives elsewhere, checked in this order: its category and subcategory, its
 * "Also show in" lists (`undefined`: left as they are), and SKUs no other product has taken.
 */
export async function checkReferences(
  tx: Tx,
  home: { category: string; subcategory?: string | null | undefined },
  alsoShowIn: readonly string[] | undefined,
  skus: readonly string[],
  productId?: string,
): Promise<{ placement: Placement; alsoShowIn: string[] | undefined }> {
  const placement = await checkPlacement(tx, home);
  const lists = alsoShowIn && (await checkAlsoShowIn(tx, alsoShowIn, placement.subcategoryId));
  await assertSkusFree(tx, skus, productId);
  return { placement, alsoShowIn: lists };
}

/** SKUs are compared without regard to case: "AUR-1" and "aur-1" would be the same label on a tray. */
export function assertSkusDistinct(skus: readonly string[]): void {
  const seen = new Set<string>();
  for (const sku of skus) {
    const key = sku.toLowerCase();
    if (seen.has(key)) throw conflict(M.skuRepeated(sku), [{ path: 'sku', message: M.skuRepeated(sku) }]);
    seen.add(key);
  }
}

/** SKUs of this request already used by variants of other products (or of any product, for a new one). */
export async function takenSkus(
  tx: Tx,
  skus: readonly string[],
  exceptProductId?: string,
): Promise<string[]> {
  if (!skus.length) return [];
  const rows = await tx
    .select({ sku: variants.sku })
    .from(variants)
    .where(
      and(
        inArray(
          sql`lower(${variants.sku})`,
          skus.map((s) => s.toLowerCase()),
        ),
        exceptProductId ? ne(variants.productId, exceptProductId) : undefined,
      ),
    );
  return rows.map((r) => r.sku);
}

export async function assertSkusFree(
  tx: Tx,
  skus: readonly string[],
  exceptProductId?: string,
): Promise<void> {
  const [taken] = await takenSkus(tx, skus, exceptProductId);
  if (taken !== undefined) throw conflict(M.skuTaken(taken), [{ path: 'sku', message: M.skuTaken(taken) }]);
}

/** A variant input with its pricing settled: mode and recipe filled in; a price unless it is rate-linked. */
export type PendingVariant = VariantInput & {
  pricingMode: PricingMode;
  makingCharge: VariantPricing['makingCharge'];
  stoneValue: number;
};

/** A variant ready to write: its price is known (typed in, or computed from today's rate). */
export type PricedVariant = PendingVariant & { price: number };

/** A new variant's pricing: fixed unless it says otherwise, no making charge or stones unless given. */
export function withNewPricing(v: VariantInput): PendingVariant {
  return {
    ...v,
    pricingMode: v.pricingMode ?? 'fixed',
    makingCharge: v.makingCharge ?? { type: 'percent', value: 0 },
    stoneValue: v.stoneValue ?? 0,
  };
}

const pricingOf = (v: PendingVariant): VariantPricing => ({
  mode: v.pricingMode,
  makingCharge: v.makingCharge,
  stoneValue: v.stoneValue,
});

/**
 * Prices a product's variants: a fixed one keeps its typed price, a rate-linked one gets weight × today's rate +
 * making + stones + GST (admin-pricing.ts `rateVariantIssues`, the rule the form shows live). Holds the rates lock
 * (shared) to the end of the transaction, so a rate change cannot slip between this read and the write
 * (lib/rates/rate-lock.ts). A missing rate, a missing weight or a fixed discount above the price is a 400 naming the
 * variant's field.
 */
export async function priceVariants<T extends { input: PendingVariant; position: number }>(
  tx: Tx,
  list: readonly T[],
): Promise<Array<Omit<T, 'input'> & { input: PricedVariant }>> {
  let rates: RateTable = new Map();
  if (list.some((x) => x.input.pricingMode === 'rate')) {
    await lockRatesForPricing(tx);
    rates = await loadRateTable(tx);
  }
  const errors: FieldError[] = [];
  const at = (position: number, path: readonly string[], message: string) =>
    errors.push({ path: ['variants', position, ...path].join('.'), message });
  const priced = list.map((x) => {
    const v = x.input;
    if (v.pricingMode !== 'rate') {
      const price = v.price ?? 0;
      if (v.discount && fixedDiscountTooLarge(price, v.discount))
        at(x.position, ['discount', 'value'], M.discountFixedTooLarge);
      return { ...x, input: { ...v, price } };
    }
    const result = rateVariantIssues(
      {
        material: v.material,
        purity: v.purity,
        weight: v.weight ?? 0,
        pricing: pricingOf(v),
        discount: v.discount,
      },
      rates,
      MAX_PRICE_RUPEES,
    );
    for (const issue of result.issues) at(x.position, issue.path, issue.message);
    return { ...x, input: { ...v, price: paiseToRupees(result.pricePaise ?? 0) } };
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return priced;
}

/** The columns of a variant row from its priced input. */
export function variantColumns(v: PricedVariant, position: number) {
  const discount = discountToStored(v.discount ?? { type: null, value: 0 });
  return {
    material: v.material,
    purity: v.purity,
    sizes: v.size ?? [],
    pricePaise: rupeesToPaise(v.price),
    discountType: discount.type,
    discountValue: discount.value,
    sku: v.sku,
    stock: v.stock ?? 0,
    weightGrams: v.weight ?? 0,
    position,
    ...toStoredPricing(pricingOf(v)),
  };
}

/** What a new product has where its form sends nothing (the table's defaults, spelled out). */
export const NEW_PRODUCT = {
  description: '',
  tags: [] as string[],
  isCustomizable: false,
  isFeatured: false,
  status: 'active' as const,
};

type Keeps = Pick<typeof products.$inferSelect, keyof typeof NEW_PRODUCT>;

/**
 * The product row's columns from its form, its slug, main image and placement; fields the form does not send keep
 * `was` (the stored product, or NEW_PRODUCT), a certificate not sent is left as it is.
 */
export function productColumns(
  input: ProductInput,
  was: Keeps,
  settled: { slug: string; mainImage: string; placement: Placement },
) {
  return {
    title: input.title,
    slug: settled.slug,
    description: input.description ?? was.description,
    mainImageUrl: settled.mainImage,
    categoryId: settled.placement.categoryId,
    subcategoryId: settled.placement.subcategoryId,
    tags: input.tags ?? was.tags,
    isCustomizable: input.isCustomizable ?? was.isCustomizable,
    isFeatured: input.isFeatured ?? was.isFeatured,
    status: input.status ?? was.status,
    ...(input.certificate === undefined ? {} : certificateColumns(input.certificate)),
  };
}

/** The product's certificate columns; null clears them. */
export function certificateColumns(c: CertificateInput) {
  return {
    certificateLab: c?.lab ?? null,
    certificateNumber: c?.number ?? null,
    certificateUrl: c?.url ?? null,
  };
}

export interface NewVariant {
  input: PricedVariant;
  position: number;
  images: string[];
}

export async function insertVariants(tx: Tx, productId: string, list: readonly NewVariant[]): Promise<void> {
  if (!list.length) return;
  const rows = list.map((v) => ({ id: randomUUID(), productId, ...variantColumns(v.input, v.position) }));
  await tx.insert(variants).values(rows);
  const images = list.flatMap((v, i) =>
    v.images.map((url, position) => ({ variantId: rows[i]!.id, url, position })),
  );
  if (images.length) await tx.insert(variantImages).values(images);
}

/** Makes the product's "Also show in" lists exactly `ids`, appending it at the end of lists it joins. */
export async function setAlsoShowIn(tx: Tx, productId: string, ids: readonly string[]): Promise<void> {
  const current = await tx
    .select({ subcategoryId: collectionProducts.subcategoryId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, productId));
  const have = new Set(current.map((c) => c.subcategoryId));
  const want = new Set(ids);
  const drop = [...have].filter((id) => !want.has(id));
  if (drop.length)
    await tx
      .delete(collectionProducts)
      .where(
        and(eq(collectionProducts.productId, productId), inArray(collectionProducts.subcategoryId, drop)),
      );
  for (const subcategoryId of ids.filter((id) => !have.has(id))) {
    await tx.insert(collectionProducts).values({
      subcategoryId,
      productId,
      position: sql`(select coalesce(max(position), 0) + 1 from collection_products where subcategory_id = ${subcategoryId})`,
    });
  }
}
