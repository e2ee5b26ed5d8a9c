/**
 * POST /api/product/add-product — multipart: `product` (JSON of the fields and variants), `mainImage`,
 * `variantImages_{index}`. Title, category and a main image are required ('Please fill all required fields');
 * each variant needs material, purity, SKU and price ('Please fill all required variant fields').
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { ProductWriteReply, productImageIssues } from '#domain/schemas/admin-product';
import { products } from '#server/db/schema';
import { withUploads } from '../shared/form';
import { imageCounts, imageRuleError } from './image-rules';
import { withConflicts } from '../shared/db-errors';
import { lockProductSlugs, newProductSlug } from '../shared/slugs';
import { existingImage, productUploads, readProductForm } from './product-form';
import {
  assertSkusDistinct,
  assertSkusFree,
  certificateColumns,
  checkAlsoShowIn,
  checkPlacement,
  insertVariants,
  priceVariants,
  setAlsoShowIn,
  withNewPricing,
} from './product-write';
import { loadAdminProduct } from './product-read';

const NONE = new Set<string>();

const addProductRoute: FastifyPluginAsyncZod = async (app) => {
  // A form with images (multipart): its product JSON is checked before its images are processed (decision 120).
  const schema = { response: { 201: ProductWriteReply } };
  app.post('/product/add-product', { schema }, async (request, reply) => {
    const { form, input } = await readProductForm(app, request, 'add');
    const id = await withUploads(app, form, async () => {
      const uploads = productUploads(form, input.variants.length);
      const mainImage =
        uploads.mainImage ?? (input.mainImage ? existingImage(app, input.mainImage, NONE) : null);
      const variantList = input.variants.map((v, position) => {
        const images = [
          ...(v.images ?? []).map((url) => existingImage(app, url, NONE)),
          ...(uploads.variantImages.get(position) ?? []),
        ];
        return { input: withNewPricing(v), position, images: [...new Set(images)] };
      });
      const issues = productImageIssues(
        { main: !!mainImage, variants: imageCounts(variantList.map((v) => v.images)) },
        'add',
      );
      if (issues.length || !mainImage) throw imageRuleError(issues);
      assertSkusDistinct(input.variants.map((v) => v.sku));

      return withConflicts(() =>
        app.db.transaction(async (tx) => {
          const placement = await checkPlacement(tx, input);
          const alsoShowIn = await checkAlsoShowIn(tx, input.alsoShowIn ?? [], placement.subcategoryId);
          await assertSkusFree(
            tx,
            input.variants.map((v) => v.sku),
          );
          const priced = await priceVariants(tx, variantList);
          await lockProductSlugs(tx);
          const productId = randomUUID();
          await tx.insert(products).values({
            id: productId,
            title: input.title,
            slug: await newProductSlug(tx, input.title),
            description: input.description ?? '',
            mainImageUrl: mainImage,
            categoryId: placement.categoryId,
            subcategoryId: placement.subcategoryId,
            tags: input.tags ?? [],
            isCustomizable: input.isCustomizable ?? false,
            isFeatured: input.isFeatured ?? false,
            status: input.status ?? 'active',
            ...certificateColumns(input.certificate ?? null),
          });
          await insertVariants(tx, productId, priced);
          await setAlsoShowIn(tx, productId, alsoShowIn);
          return productId;
        }),
      );
    });
    await app.catalogEvents.changed('product');
    reply.status(201);
    return {
      success: true as const,
      message: M.productCreated,
      product: (await loadAdminProduct(app.db, id))!,
    };
  });
};

export default addProductRoute;
