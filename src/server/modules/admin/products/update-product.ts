/**
 * PUT /api/product/update-product/{id} — multipart like add-product. Variants with `_id` are updated, without
 * `_id` created, and the product's variants missing from the list removed. A variant keeps the image URLs it
 * lists (all of its current ones when it sends no `images`) plus its new files: at most 4 and, as on an add,
 * none required; a main image is required, existing or new. Images dropped leave storage after the commit when
 * nothing else uses them. A new title gives a new slug and the old one goes to product_slug_history, so old
 * links keep working.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import {
  ProductWriteReply,
  UpdateProductInput,
  productImageIssues,
} from '../../../../domain/schemas/admin-product';
import { paiseToRupees } from '../../../../domain/money';
import { IdParams } from '../../../../domain/schemas/common';
import type { Tx } from '../../../db/client';
import { productSlugHistory, products, variantImages, variants } from '../../../db/schema';
import { badRequest, notFound, parseInput } from '../../../errors';
import { productPayload, withUploads } from '../shared/form';
import { removeUnreferencedImages } from '../shared/images';
import { withConflicts } from '../shared/db-errors';
import { lockProductSlugs, newProductSlug } from '../shared/slugs';
import { existingImage, productUploads, readProductForm } from './product-form';
import { imageCounts, imageRuleError } from './image-rules';
import {
  assertSkusDistinct,
  assertSkusFree,
  certificateColumns,
  checkAlsoShowIn,
  checkPlacement,
  insertVariants,
  priceVariants,
  setAlsoShowIn,
  variantColumns,
  withNewPricing,
  type PendingVariant,
} from './product-write';
import { loadAdminProduct } from './product-read';

/** The product's variants and their images as stored, for the diff. */
async function currentVariants(tx: Tx, productId: string) {
  const rows = await tx.select().from(variants).where(eq(variants.productId, productId));
  const images = rows.length
    ? await tx
        .select({ variantId: variantImages.variantId, url: variantImages.url })
        .from(variantImages)
        .where(
          inArray(
            variantImages.variantId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(variantImages.position))
    : [];
  const imagesOf = new Map<string, string[]>();
  for (const img of images) imagesOf.set(img.variantId, [...(imagesOf.get(img.variantId) ?? []), img.url]);
  return new Map(rows.map((r) => [r.id, { ...r, images: imagesOf.get(r.id) ?? [] }]));
}

const updateProductRoute: FastifyPluginAsyncZod = async (app) => {
  // A form with images (multipart): its fields are checked with parseInput once read.
  const schema = { params: IdParams, response: { 200: ProductWriteReply } };
  app.put('/product/update-product/:id', { schema }, async (request) => {
    const productId = request.params.id;
    const form = await readProductForm(app, request);
    const dropped = await withUploads(app, form, async () => {
      const input = parseInput(UpdateProductInput, productPayload(form, M.productJsonInvalid));
      const uploads = productUploads(form, input.variants.length);
      assertSkusDistinct(input.variants.map((v) => v.sku));
      const ids = input.variants.map((v) => v._id).filter((id): id is string => !!id);
      if (new Set(ids).size !== ids.length) throw badRequest(M.variantRepeated);

      return withConflicts(() =>
        app.db.transaction(async (tx) => {
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

          // The main image: a new file, else the URL sent (null/'' removes it), else the current one.
          const mainImage =
            uploads.mainImage ??
            (input.mainImage === undefined
              ? existing.mainImageUrl
              : input.mainImage
                ? existingImage(app, input.mainImage, ownImages)
                : null);

          type Pending = { input: PendingVariant; position: number; images: string[] };
          const keptPending: Array<Pending & { id: string }> = [];
          const createdPending: Pending[] = [];
          input.variants.forEach((v, position) => {
            if (v._id && !stored.has(v._id)) throw badRequest(M.variantNotInProduct);
            const listed = v.images ?? (v._id ? stored.get(v._id)!.images : []);
            const images = [
              ...new Set([
                ...listed.map((url) => existingImage(app, url, ownImages)),
                ...(uploads.variantImages.get(position) ?? []),
              ]),
            ];
            if (!v._id) {
              createdPending.push({ input: withNewPricing(v), position, images });
              return;
            }
            // Fields a kept variant does not send keep their stored values.
            const was = stored.get(v._id)!;
            const merged: PendingVariant = {
              ...v,
              size: v.size ?? was.sizes,
              stock: v.stock ?? was.stock,
              weight: v.weight ?? was.weightGrams,
              discount: v.discount ?? {
                type: was.discountType,
                value: paiseToRupees(was.discountValue),
              },
              pricingMode: v.pricingMode ?? was.pricingMode,
              makingCharge: v.makingCharge ?? {
                type: was.makingChargeType,
                value: paiseToRupees(was.makingChargeValue),
              },
              stoneValue: v.stoneValue ?? paiseToRupees(was.stoneValuePaise),
            };
            keptPending.push({ id: v._id, input: merged, position, images });
          });
          // Fixed prices as typed, rate-linked ones from today's rate; the discount checked against either.
          const kept = await priceVariants(tx, keptPending);
          const created = await priceVariants(tx, createdPending);
          // The same image rules as add-product: a main image; up to 4 per variant, none required.
          const issues = productImageIssues(
            {
              main: !!mainImage,
              variants: imageCounts(
                [...kept, ...created].sort((a, b) => a.position - b.position).map((x) => x.images),
              ),
            },
            'edit',
          );
          if (issues.length || !mainImage) throw imageRuleError(issues);

          const placement = await checkPlacement(tx, {
            category: input.category,
            subcategory: input.subcategory === undefined ? existing.subcategoryId : input.subcategory,
          });
          const alsoShowIn =
            input.alsoShowIn === undefined
              ? undefined
              : await checkAlsoShowIn(tx, input.alsoShowIn, placement.subcategoryId);
          // This product's own SKUs are free to move between its variants.
          await assertSkusFree(
            tx,
            input.variants.map((v) => v.sku),
            productId,
          );

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

          let slug = existing.slug;
          if (input.title !== existing.title) {
            await lockProductSlugs(tx);
            slug = await newProductSlug(tx, input.title, productId);
          }
          if (slug !== existing.slug) {
            // The old slug keeps resolving to this product; a former slug that is live again leaves the history.
            await tx
              .insert(productSlugHistory)
              .values({ slug: existing.slug, productId })
              .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId } });
            await tx.delete(productSlugHistory).where(eq(productSlugHistory.slug, slug));
          }
          await tx
            .update(products)
            .set({
              title: input.title,
              slug,
              description: input.description ?? existing.description,
              mainImageUrl: mainImage,
              categoryId: placement.categoryId,
              subcategoryId: placement.subcategoryId,
              tags: input.tags ?? existing.tags,
              isCustomizable: input.isCustomizable ?? existing.isCustomizable,
              isFeatured: input.isFeatured ?? existing.isFeatured,
              status: input.status ?? existing.status,
              ...(input.certificate === undefined ? {} : certificateColumns(input.certificate)),
            })
            .where(eq(products.id, productId));
          if (alsoShowIn) await setAlsoShowIn(tx, productId, alsoShowIn);

          const nowUsed = new Set([
            mainImage,
            ...kept.flatMap((k) => k.images),
            ...created.flatMap((c) => c.images),
          ]);
          return [...ownImages].filter((url) => !nowUsed.has(url));
        }),
      );
    });
    await removeUnreferencedImages(app, dropped);
    await app.catalogEvents.changed('product');
    return {
      success: true as const,
      message: M.productUpdated,
      product: (await loadAdminProduct(app.db, productId))!,
    };
  });
};

export default updateProductRoute;
