/**
 * POST /api/admin/products/{id}/duplicate — a copy of a product to edit into a new one, as Shopify's "Duplicate"
 * (docs/api/admin.md "Duplicate a product", docs/decisions/098). In one transaction:
 * - the product's fields, named "{title} (copy)" (cut to the title limit) with a fresh unique slug;
 * - HIDDEN (status inactive) and not featured, so nothing half-edited reaches the shop;
 * - every variant with its options, pricing recipe and price, a fresh unique SKU ("{sku}-COPY", "-COPY-2"…)
 *   and ZERO stock: a copy is another piece, and the original's count would claim pieces the shop has not got;
 * - the same image files, referenced, not copied: a file leaves storage only when no row at all still points
 *   at it (shared/images.ts), so deleting either product (or replacing an image on one) never breaks the other;
 * - its "Also show in" lists; NOT its grading certificate (a certificate belongs to one stone), reviews or
 *   old slugs.
 * Replies 201 with the copy as the edit form reads it (GET /api/admin/products/{id}); an unknown id is 404.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { ProductWriteReply, TITLE_MAX } from '#domain/schemas/admin-product';
import { IdParams } from '#domain/schemas/common';
import type { Tx } from '#server/db/client';
import { collectionProducts, products, variantImages, variants } from '#server/db/schema';
import { notFound } from '#server/errors';
import { withConflicts } from '../shared/db-errors';
import { lockProductSlugs, newProductSlug } from '../shared/slugs';
import { loadAdminProduct } from './product-read';

export const DUPLICATED_MESSAGE = 'Product duplicated. The copy is hidden, with no stock, until you edit it.';
const COPY_SUFFIX = ' (copy)';
const SKU_MAX = 64;

/** "{title} (copy)", the title shortened (never the suffix) to fit the title limit. */
export function copyTitle(title: string): string {
  return `${title.slice(0, TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** The first free of "{sku}-COPY", "{sku}-COPY-2", … within the SKU rule's 64 characters. */
async function freeSku(tx: Tx, sku: string, reserved: Set<string>): Promise<string> {
  const base = `${sku.slice(0, SKU_MAX - '-COPY-99'.length)}-COPY`;
  const taken = new Set(
    (
      await tx
        .select({ sku: variants.sku })
        .from(variants)
        .where(like(variants.sku, `${base}%`))
    ).map((r) => r.sku.toLowerCase()),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const key = candidate.toLowerCase();
    if (!taken.has(key) && !reserved.has(key)) {
      reserved.add(key);
      return candidate;
    }
  }
}

async function duplicate(tx: Tx, sourceId: string): Promise<string> {
  const [source] = await tx.select().from(products).where(eq(products.id, sourceId)).limit(1);
  if (!source) throw notFound(M.productNotFound);
  await lockProductSlugs(tx);
  const title = copyTitle(source.title);
  const id = randomUUID();
  await tx.insert(products).values({
    id,
    title,
    slug: await newProductSlug(tx, title),
    description: source.description,
    mainImageUrl: source.mainImageUrl,
    categoryId: source.categoryId,
    subcategoryId: source.subcategoryId,
    tags: source.tags,
    isCustomizable: source.isCustomizable,
    isFeatured: false,
    status: 'inactive',
  });
  const sourceVariants = await tx
    .select()
    .from(variants)
    .where(eq(variants.productId, sourceId))
    .orderBy(asc(variants.position), asc(variants.createdAt));
  const reserved = new Set<string>();
  for (const v of sourceVariants) {
    const { id: variantId, createdAt: _c, updatedAt: _u, ...fields } = v;
    const copyId = randomUUID();
    await tx
      .insert(variants)
      .values({ ...fields, id: copyId, productId: id, sku: await freeSku(tx, v.sku, reserved), stock: 0 });
    const images = await tx
      .select({ url: variantImages.url, position: variantImages.position })
      .from(variantImages)
      .where(eq(variantImages.variantId, variantId))
      .orderBy(asc(variantImages.position));
    if (images.length)
      await tx.insert(variantImages).values(images.map((i) => ({ ...i, variantId: copyId })));
  }
  const lists = await tx
    .select({ subcategoryId: collectionProducts.subcategoryId, position: collectionProducts.position })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, sourceId));
  if (lists.length) await tx.insert(collectionProducts).values(lists.map((l) => ({ ...l, productId: id })));
  return id;
}

const duplicateProductRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: IdParams, response: { 201: ProductWriteReply } };
  app.post('/admin/products/:id/duplicate', { schema }, async (request, reply) => {
    const id = await withConflicts(() => app.db.transaction((tx) => duplicate(tx, request.params.id)));
    await app.catalogEvents.changed('product');
    reply.status(201);
    return {
      success: true as const,
      message: DUPLICATED_MESSAGE,
      product: (await loadAdminProduct(app.db, id))!,
    };
  });
};

export default duplicateProductRoute;
