/**
 * Loads products with everything a card or a page shows — category, subcategory, variants and their images —
 * in a fixed few queries, run together, whatever the number of products (never one query per product).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductDto, RatingSummaryDto, VariantDto } from '#domain/schemas/catalog';
import { imageOrPlaceholder } from '#domain/images';
import { paiseToRupees } from '#domain/money';
import { fromStoredPricing, variantBreakup } from '#domain/variant-pricing';
import type { Db } from '#server/db/client';
import { groupBy } from '#server/lib/group-by';
import { loadRateTable } from '../rates/rate-store';
import { NO_RATING, loadRatings } from '../reviews/ratings';
import { isUuid } from '#domain/ids';
import {
  categories,
  products,
  productSlugHistory,
  subcategories,
  variantImages,
  variants,
} from '#server/db/schema';
import { windowed } from '#server/lib/paging';

const sub = alias(subcategories, 'sub');

export interface LoadProductsOptions {
  where?: SQL;
  /** Only active products (every shopper-facing read). */
  activeOnly?: boolean;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

type ProductRow = Awaited<ReturnType<typeof selectProductRows>>[number];

function selectProductRows(db: Db, options: LoadProductsOptions) {
  const conditions = [options.where, options.activeOnly ? eq(products.status, 'active') : undefined].filter(
    Boolean,
  ) as SQL[];
  const query = db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      description: products.description,
      mainImageUrl: products.mainImageUrl,
      tags: products.tags,
      isCustomizable: products.isCustomizable,
      isFeatured: products.isFeatured,
      status: products.status,
      createdAt: products.createdAt,
      certificateLab: products.certificateLab,
      certificateNumber: products.certificateNumber,
      certificateUrl: products.certificateUrl,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
      subcategoryId: sub.id,
      subcategoryName: sub.name,
      subcategorySlug: sub.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subcategoryId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...(options.orderBy ?? [asc(products.createdAt), asc(products.id)]))
    .$dynamic();
  return windowed(query, options);
}

export async function loadVariants(db: Db, productIds: string[]): Promise<Map<string, VariantDto[]>> {
  const byProduct = new Map<string, VariantDto[]>();
  if (!productIds.length) return byProduct;
  // Variants, their images (by the variants' product) and today's rates at once: one round trip, not three.
  const [variantRows, imageRows, rateTable] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.createdAt)),
    db
      .select({ variantId: variantImages.variantId, url: variantImages.url })
      .from(variantImages)
      .innerJoin(variants, eq(variants.id, variantImages.variantId))
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variantImages.variantId), asc(variantImages.position)),
    loadRateTable(db),
  ]);
  // Today's rates explain each rate-linked price (the price itself was written when the rate was set).
  const rates = variantRows.some((v) => v.pricingMode === 'rate') ? rateTable : new Map();
  const imagesByVariant = groupBy(
    imageRows,
    (img) => img.variantId,
    (img) => img.url,
  );
  for (const v of variantRows) {
    const list = byProduct.get(v.productId) ?? [];
    // Stored ×100 for both kinds: percent hundredths or paise.
    const discount = { type: v.discountType, value: v.discountValue / 100 };
    list.push({
      _id: v.id,
      material: v.material,
      purity: v.purity,
      size: v.sizes,
      price: paiseToRupees(v.pricePaise),
      discount,
      sku: v.sku,
      stock: v.stock,
      inStock: v.stock > 0,
      weight: v.weightGrams,
      images: imagesByVariant.get(v.id) ?? [],
      pricing: fromStoredPricing(v),
      priceBreakup: variantBreakup({ ...v, discount }, v, rates),
    });
    byProduct.set(v.productId, list);
  }
  return byProduct;
}

export function toProductDto(
  row: ProductRow,
  productVariants: VariantDto[],
  rating: RatingSummaryDto = NO_RATING,
): ProductDto {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    mainImage: imageOrPlaceholder(row.mainImageUrl),
    category: { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    subcategory: row.subcategoryId
      ? { _id: row.subcategoryId, name: row.subcategoryName ?? '', slug: row.subcategorySlug ?? '' }
      : null,
    tags: row.tags,
    isCustomizable: row.isCustomizable,
    isFeatured: row.isFeatured,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    certificate:
      row.certificateLab && row.certificateNumber
        ? { lab: row.certificateLab, number: row.certificateNumber, url: row.certificateUrl }
        : null,
    variants: productVariants,
    rating,
  };
}

export async function loadProducts(db: Db, options: LoadProductsOptions = {}): Promise<ProductDto[]> {
  const rows = await selectProductRows(db, options);
  const ids = rows.map((r) => r.id);
  // Approved reviews' average and count ride on every product reply (docs/api/catalogue.md "Ratings").
  const [variantsByProduct, ratings] = await Promise.all([loadVariants(db, ids), loadRatings(db, ids)]);
  return rows.map((r) => toProductDto(r, variantsByProduct.get(r.id) ?? [], ratings.get(r.id)));
}

/** Products by id, in the order of `ids` (a listing page, search results). */
export async function loadProductsByIds(
  db: Db,
  ids: string[],
  options: { activeOnly?: boolean } = {},
): Promise<ProductDto[]> {
  if (!ids.length) return [];
  // The ids are known: the rows, their variants and ratings at once (one round trip, not two).
  const [rows, variantsByProduct, ratings] = await Promise.all([
    selectProductRows(db, { where: inArray(products.id, ids), activeOnly: options.activeOnly }),
    loadVariants(db, ids),
    loadRatings(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row, variantsByProduct.get(id) ?? [], ratings.get(id))] : [];
  });
}

export interface ProductLookup {
  product: ProductDto;
  /** Set when the product was found by a slug it had before a rename. */
  redirect?: { from: string; to: string };
}

/**
 * One product by its id, its slug, or a slug it had before a rename (product_slug_history), so old links keep
 * working. Null when there is no such product (or it is inactive and inactive ones are not wanted).
 */
export async function findProduct(
  db: Db,
  ref: string,
  options: { activeOnly: boolean },
): Promise<ProductLookup | null> {
  const key = ref.trim();
  // A NUL or other control character can name no product (and PostgreSQL refuses it in text): not found.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!key || key.length > 200 || /[\u0000-\u001f\u007f]/.test(key)) return null;
  const byKey = isUuid(key) ? eq(products.id, key) : eq(products.slug, key.toLowerCase());
  const [found] = await loadProducts(db, { where: byKey, activeOnly: options.activeOnly, limit: 1 });
  if (found) return { product: found };
  if (isUuid(key)) return null;
  const [old] = await db
    .select({ productId: productSlugHistory.productId })
    .from(productSlugHistory)
    .where(eq(productSlugHistory.slug, key.toLowerCase()))
    .limit(1);
  if (!old) return null;
  const [renamed] = await loadProducts(db, {
    where: eq(products.id, old.productId),
    activeOnly: options.activeOnly,
    limit: 1,
  });
  return renamed ? { product: renamed, redirect: { from: key.toLowerCase(), to: renamed.slug } } : null;
}
