/**
 * DELETE /api/product/delete-product/{id}. Past orders stay whole: their lines keep name, image and price at
 * purchase and lose only the link (FK set null). Variants, images rows, listings, cart and wishlist entries go
 * with the product; its image files leave storage when nothing else (another product, an order line) uses them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { IdParams } from '#domain/schemas/common';
import { DeleteReply } from '#domain/schemas/admin-catalog';
import { products, variantImages, variants } from '#server/db/schema';
import { notFound } from '#server/errors';
import { removeUnreferencedImages } from '../shared/images';
import { withConflicts } from '../shared/db-errors';

const deleteProductRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/product/delete-product/:id',
    { schema: { params: IdParams, response: { 200: DeleteReply } } },
    async (request) => {
      const { id } = request.params;
      const images = await withConflicts(() =>
        app.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ mainImageUrl: products.mainImageUrl })
            .from(products)
            .where(eq(products.id, id))
            .limit(1)
            .for('update');
          if (!existing) throw notFound(M.productNotFound);
          const variantIds = tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, id));
          const rows = await tx
            .select({ url: variantImages.url })
            .from(variantImages)
            .where(inArray(variantImages.variantId, variantIds));
          await tx.delete(products).where(eq(products.id, id));
          return [existing.mainImageUrl, ...rows.map((r) => r.url)];
        }),
      );
      await removeUnreferencedImages(app, images);
      await app.catalogEvents.changed('product');
      return { success: true as const, message: M.productDeleted };
    },
  );
};

export default deleteProductRoute;
