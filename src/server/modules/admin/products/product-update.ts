/**
 * The work of PUT /api/product/update-product/{id} (update-product.ts; docs/shop/admin.md §7): variants with `_id` are
 * updated, without `_id` created, and the product's variants missing from the list removed. A variant keeps the
 * image URLs it lists (all of its current ones when it sends no `images`) plus its new files: at most 4 and, as on
 * an add, none required; a main image is required, existing or new. Images dropped leave storage after the commit
 * when nothing else uses them. A new title gives a new slug and the old one goes to product_slug_history, so old
 * links keep working. If the write fails, the form's uploads leave storage again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import type { ProductInput } from '#domain/schemas/admin-product';
import { paiseToRupees } from '#domain/money';
import type { Tx } from '#server/db/client';
import { variantImageUrls } from '#server/lib/catalog/variant-images';
import { productSlugHistory, products, variantImages, variants } from '#server/db/schema';
import { badRequest, notFound } from '#server/errors';
import { withUploads, type AdminForm } from '../shared/form';
import { removeUnreferencedImages } from '../shared/images';
import { withConflicts } from '../shared/db-errors';
import { lockProductSlugs, newProductSlug } from '../shared/slugs';
import { existingImage, productUploads, variantImageList } from './product-form';
import { assertImageRules } from './image-rules';
import {
  assertSkusDistinct,
  checkReferences,
  insertVariants,
  priceVariants,
  productColumns,
  setAlsoShowIn,
  variantColumns,
  withNewPricing,
  type PendingVariant,
  type PricedVariant,
} from './product-write';

/** The product's variants and their images as stored, for the diff. */
async function currentVariants(tx: Tx, productId: string) {
  const rows = await tx.select().from(variants).where(eq(variants.productId, productId));
  const imagesOf = await variantImageUrls(
    tx,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.id, { ...r, images: imagesOf.get(r.id) ?? [] }]));
}

type StoredProduct = typeof products.$inferSelect;
type StoredVariants = Awaited<ReturnType<typeof currentVariants>>;
type StoredVariant = StoredVariants extends Map<string, infer V> ? V : never;
type Uploads = ReturnType<typeof productUploads>;
type Pending = { input: PendingVariant; position: number; images: string[] };
type Priced = { input: PricedVariant; position: number; images: string[] };

/** The main image: a new file, else the URL sent (null/'' removes it), else the current one. */
function chooseMainImage(
  app: FastifyInstance,
  input: ProductInput,
  existing: StoredProduct,
  uploads: Uploads,
  ownImages: ReadonlySet<string>,
): string | null {
  if (uploads.mainImage) return uploads.mainImage;
  if (input.mainImage === undefined) return existing.mainImageUrl;
  return input.mainImage ? existingImage(app, input.mainImage, ownImages) : null;
}

/** A kept variant's form entry with the stored values of the fields it does not send. */
function mergeWithStored(v: ProductInput['variants'][number], was: StoredVariant): PendingVariant {
  return {
    ...v,
    size: v.size ?? was.sizes,
    stock: v.stock ?? was.stock,
    weight: v.weight ?? was.weightGrams,
    discount: v.discount ?? { type: was.discountType, value: paiseToRupees(was.discountValue) },
    pricingMode: v.pricingMode ?? was.pricingMode,
    makingCharge: v.makingCharge ?? {
      type: was.makingChargeType,
      value: paiseToRupees(was.makingChargeValue),
    },
    stoneValue: v.stoneValue ?? paiseToRupees(was.stoneValuePaise),
  };
}

/** The form's variants split into kept ones (by `_id`) and new ones, each with the image URLs it will have. */
function planVariants(
  app: FastifyInstance,
  input: ProductInput,
  stored: StoredVariants,
  uploads: Uploads,
  ownImages: ReadonlySet<string>,
): { kept: Array<Pending & { id: string }>; created: Pending[] } {
  const kept: Array<Pending & { id: string }> = [];
  const created: Pending[] = [];
  input.variants.forEach((v, position) => {
    if (v._id && !stored.has(v._id)) throw badRequest(M.variantNotInProduct);
    const listed = v.images ?? (v._id ? stored.get(v._id)!.images : []);
    const images = variantImageList(app, listed, uploads.variantImages.get(position), ownImages);
    if (v._id) kept.push({ id: v._id, input: mergeWithStored(v, stored.get(v._id)!), position, images });
    else created.push({ input: withNewPricing(v), position, images });
  });
  return { kept, created };
}

/** Removes the variants no longer listed, rewrites the kept ones and their images, and adds the new ones. */
async function writeVariants(
  tx: Tx,
  productId: string,
  stored: StoredVariants,
  kept: ReadonlyArray<Priced & { id: string }>,
  created: readonly Priced[],
): Promise<void> {
  const removedIds = [...stored.keys()].filter((id) => !kept.some((k) => k.id === id));
  if (removedIds.length) await tx.delete(variants).where(inArray(variants.id, removedIds));
  // Two kept variants may swap SKUs: park the changing ones first (the unique index is not deferrable).
  for (const k of kept.filter((k) => stored.get(k.id)!.sku !== k.input.sku))
    await tx
      .update(variants)
      .set({ sku: `~moving~${k.id}` })
      .where(eq(variants.id, k.id));
  for (const k of kept)
    await tx
      .update(variants)
      .set(variantColumns(k.input, k.position))
      .where(and(eq(variants.id, k.id), eq(variants.productId, productId)));
  if (kept.length)
    await tx.delete(variantImages).where(
      inArray(
        variantImages.variantId,
        kept.map((k) => k.id),
      ),
    );
  const keptImages = kept.flatMap((k) =>
    k.images.map((url, position) => ({ variantId: k.id, url, position })),
  );
  if (keptImages.length) await tx.insert(variantImages).values(keptImages);
  await insertVariants(tx, productId, created);
}

/** The product's slug after a retitle; the old slug keeps resolving to this product through the history. */
async function retitledSlug(tx: Tx, existing: StoredProduct, title: string): Promise<string> {
  if (title === existing.title) return existing.slug;
  await lockProductSlugs(tx);
  const slug = await newProductSlug(tx, title, existing.id);
  if (slug !== existing.slug) {
    // A former slug that is live again leaves the history.
    await tx
      .insert(productSlugHistory)
      .values({ slug: existing.slug, productId: existing.id })
      .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId: existing.id } });
    await tx.delete(productSlugHistory).where(eq(productSlugHistory.slug, slug));
  }
  return slug;
}

/**
 * The update in transaction `tx`: checks everything that needs the stored product, writes it, and answers the
 * image URLs the product used before and no longer does (for removal after the commit).
 */
export async function applyProductUpdate(
  app: FastifyInstance,
  tx: Tx,
  productId: string,
  input: ProductInput,
  uploads: Uploads,
): Promise<string[]> {
  const [existing] = await tx
    .select()
    .from(products)
    .where(eq(products.id, productId))
    .limit(1)
    .for('update');
  if (!existing) throw notFound(M.productNotFound);
  const stored = await currentVariants(tx, productId);
  const ownImages = new Set<string>([
    ...(existing.mainImageUrl ? [existing.mainImageUrl] : []),
    ...[...stored.values()].flatMap((v) => v.images),
  ]);
  const mainImage = chooseMainImage(app, input, existing, uploads, ownImages);
  const plan = planVariants(app, input, stored, uploads, ownImages);
  // Fixed prices as typed, rate-linked ones from today's rate; the discount checked against either.
  const kept = await priceVariants(tx, plan.kept);
  const created = await priceVariants(tx, plan.created);
  assertImageRules('edit', mainImage, [...kept, ...created]);

  const home = {
    category: input.category,
    subcategory: input.subcategory === undefined ? existing.subcategoryId : input.subcategory,
  };
  // This product's own SKUs are free to move between its variants.
  const skus = input.variants.map((v) => v.sku);
  const { placement, alsoShowIn } = await checkReferences(tx, home, input.alsoShowIn, skus, productId);

  await writeVariants(tx, productId, stored, kept, created);
  const slug = await retitledSlug(tx, existing, input.title);
  await tx
    .update(products)
    .set(productColumns(input, existing, { slug, mainImage, placement }))
    .where(eq(products.id, productId));
  if (alsoShowIn) await setAlsoShowIn(tx, productId, alsoShowIn);

  const nowUsed = new Set([mainImage, ...kept.flatMap((k) => k.images), ...created.flatMap((c) => c.images)]);
  return [...ownImages].filter((url) => !nowUsed.has(url));
}

/** Updates product `productId` from the edit form's checked `input` and its uploads; 404 when it is gone. */
export async function updateProduct(
  app: FastifyInstance,
  productId: string,
  input: ProductInput,
  form: AdminForm,
): Promise<void> {
  const dropped = await withUploads(app, form, async () => {
    const uploads = productUploads(form, input.variants.length);
    assertSkusDistinct(input.variants.map((v) => v.sku));
    const ids = input.variants.map((v) => v._id).filter((id): id is string => !!id);
    if (new Set(ids).size !== ids.length) throw badRequest(M.variantRepeated);
    return withConflicts(() =>
      app.db.transaction((tx) => applyProductUpdate(app, tx, productId, input, uploads)),
    );
  });
  await removeUnreferencedImages(app, dropped);
  await app.catalogEvents.changed('product');
}
