/**
 * PUT /api/product/update-product/{id} — multipart like add-product. Variants with `_id` are updated, without
 * `_id` created, and the product's variants missing from the list removed. A variant keeps the image URLs it
 * lists (all of its current ones when it sends no `images`) plus its new files: at most 4 and, as on an add,
 * none required; a main image is required, existing or new. Images dropped leave storage after the commit when
 * nothing else uses them. A new title gives a new slug and the old one goes to product_slug_history, so old
 * links keep working.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import { IdParams } from '#domain/schemas/common';
import { readProductForm } from './product-form';
import { updateProduct } from './product-update';
import { loadAdminProduct } from './product-read';

/** Parse (the form and its checked JSON), call the products module's updateProduct, reply. */
const updateProductRoute: FastifyPluginAsyncZod = async (app) => {
  // A form with images (multipart): its fields are checked with parseInput once read.
  const schema = { params: IdParams, response: { 200: ProductWriteReply } };
  app.put('/product/update-product/:id', { schema }, async (request) => {
    const productId = request.params.id;
    const { form, input } = await readProductForm(app, request, 'edit');
    await updateProduct(app, productId, input, form);
    return {
      success: true as const,
      message: M.productUpdated,
      product: (await loadAdminProduct(app.db, productId))!,
    };
  });
};

export default updateProductRoute;
