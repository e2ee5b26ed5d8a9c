/**
 * The steps add-product, update-product and the CSV import share, each inside the caller's transaction:
 * where the product lives (category, subcategory, "Also show in" lists), SKU uniqueness with named 409s, and
 * writing variants with their images.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import { discountToStored, type VariantInput } from '../../../../domain/schemas/admin-product';
import { rupeesToPaise } from '../../../../domain/money';
import type { Tx } from '../../../db/client';
import { categories, collectionProducts, subcategories, variantImages, variants } from '../../../db/schema';
import { badRequest, conflict } from '../../../errors';

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

/** The columns of a variant row from its validated input. */
export function variantColumns(v: VariantInput, position: number) {
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
    weightGrams: v.weight,
    position,
  };
}

export interface NewVariant {
  input: VariantInput;
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
