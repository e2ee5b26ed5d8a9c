/**
 * Writes a validated CSV plan in the caller's transaction with multi-row inserts (a few statements per 500
 * products whatever the file's size), so 5,000 rows import in well under ten seconds.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { slugify } from '#domain/slug';
import { queryRows, type Tx } from '#server/db/client';
import { collectionProducts, products, variantImages, variants } from '#server/db/schema';
import { certificateColumns, variantColumns } from '../products/product-write';
import { firstFreeSlug, lockProductSlugs } from '../shared/slugs';
import type { PlannedProduct } from './csv-plan';

const CHUNK = 500;

export interface InsertedProduct {
  _id: string;
  handle: string;
  title: string;
  slug: string;
  variants: number;
}

/**
 * `onProgress(done, of)` hears after each statement how much of the writing is done, counted in rows to insert
 * (products, variants, pictures and list places).
 */
export async function insertCsvPlan(
  tx: Tx,
  planned: readonly PlannedProduct[],
  onProgress?: (done: number, of: number) => Promise<void>,
): Promise<InsertedProduct[]> {
  const variantCount = planned.reduce((n, p) => n + p.variants.length, 0);
  const imageCount = planned.reduce((n, p) => n + p.variants.reduce((m, v) => m + v.images.length, 0), 0);
  const listingCount = planned.reduce((n, p) => n + p.alsoShowIn.length, 0);
  const work = planned.length + variantCount + imageCount + listingCount;
  let written = 0;
  const insertChunked = async <T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await insert(chunk);
      written += chunk.length;
      await onProgress?.(written, work);
    }
  };
  await lockProductSlugs(tx);
  // Every slug a product has or had: a handle becomes a slug, made unique with -2, -3…
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        tx,
        sql`select slug from products union all select slug from product_slug_history`,
      )
    ).map((r) => r.slug),
  );
  // Created a millisecond apart in file order, so "newest first" lists keep the file's order stable.
  const base = Date.now() - planned.length;
  const productRows = planned.map((p, i) => {
    const slug = firstFreeSlug(slugify(p.handle), taken);
    taken.add(slug);
    const createdAt = new Date(base + (planned.length - i));
    return {
      id: randomUUID(),
      title: p.product.title,
      slug,
      description: p.product.description,
      mainImageUrl: p.mainImage,
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId,
      tags: p.product.tags,
      isCustomizable: p.product.is_customizable,
      isFeatured: p.product.is_featured,
      status: p.product.status,
      ...certificateColumns(p.product.certificate),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertChunked(productRows, (chunk) => tx.insert(products).values(chunk));

  const variantRows = planned.flatMap((p, i) =>
    p.variants.map((v, position) => ({
      id: randomUUID(),
      productId: productRows[i]!.id,
      ...variantColumns(v.input, position),
      images: v.images,
    })),
  );
  await insertChunked(variantRows, (chunk) =>
    tx.insert(variants).values(chunk.map(({ images: _images, ...row }) => row)),
  );
  const imageRows = variantRows.flatMap((v) =>
    v.images.map((url, position) => ({ variantId: v.id, url, position })),
  );
  await insertChunked(imageRows, (chunk) => tx.insert(variantImages).values(chunk));

  const listings = planned.flatMap((p, i) =>
    p.alsoShowIn.map((subcategoryId) => ({ subcategoryId, productId: productRows[i]!.id })),
  );
  if (listings.length) {
    const positions = new Map(
      (
        await queryRows<{ subcategory_id: string; max: number }>(
          tx,
          sql`select subcategory_id, max(position)::int as max from collection_products group by subcategory_id`,
        )
      ).map((r) => [r.subcategory_id, r.max]),
    );
    const rows = listings.map((l) => {
      const position = (positions.get(l.subcategoryId) ?? 0) + 1;
      positions.set(l.subcategoryId, position);
      return { ...l, position };
    });
    await insertChunked(rows, (chunk) => tx.insert(collectionProducts).values(chunk));
  }

  return productRows.map((p, i) => ({
    _id: p.id,
    handle: planned[i]!.handle,
    title: p.title,
    slug: p.slug,
    variants: planned[i]!.variants.length,
  }));
}
