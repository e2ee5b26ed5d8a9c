/**
 * POST /api/product/add-product — multipart: `product` (JSON of the fields and variants), `mainImage`,
 * `variantImages_{index}`. Title, category and a main image are required ('Please fill all required fields');
 * each variant needs material, purity, SKU and price ('Please fill all required variant fields').
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import { products } from '#server/db/schema';
import { withUploads } from '../shared/form';
import { assertImageRules } from './image-rules';
import { withConflicts } from '../shared/db-errors';
import { lockProductSlugs, newProductSlug } from '../shared/slugs';
import { existingImage, productUploads, readProductForm, variantImageList } from './product-form';
import {
  NEW_PRODUCT,
  assertSkusDistinct,
  checkReferences,
  insertVariants,
  priceVariants,
  productColumns,
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
      const variantList = input.variants.map((v, position) => ({
        input: withNewPricing(v),
        position,
        images: variantImageList(app, v.images ?? [], uploads.variantImages.get(position), NONE),
      }));
      assertImageRules('add', mainImage, variantList);
      assertSkusDistinct(input.variants.map((v) => v.sku));

      return withConflicts(() =>
        app.db.transaction(async (tx) => {
          const skus = input.variants.map((v) => v.sku);
          const { placement, alsoShowIn } = await checkReferences(tx, input, input.alsoShowIn ?? [], skus);
          const priced = await priceVariants(tx, variantList);
          await lockProductSlugs(tx);
          const productId = randomUUID();
          const slug = await newProductSlug(tx, input.title);
          await tx
            .insert(products)
            .values({ id: productId, ...productColumns(input, NEW_PRODUCT, { slug, mainImage, placement }) });
          await insertVariants(tx, productId, priced);
          if (alsoShowIn) await setAlsoShowIn(tx, productId, alsoShowIn);
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
