/**
 * Category writes (docs/shop/admin.md §7): add, update, delete, featured flag. Names are unique among categories;
 * slugs are unique across categories and subcategories and kept on rename (docs/decisions/041-slugs.md). A
 * category is deleted only when empty (docs/decisions/042-delete-rules.md).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#domain/schemas/common';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import {
  AddCategoryInput,
  CategoryFeaturedReply,
  CategoryWriteReply,
  DeleteReply,
  UpdateCategoryInput,
} from '#domain/schemas/admin-catalog';
import type { Tx } from '#server/db/client';
import { categories, products, subcategories } from '#server/db/schema';
import { conflict, notFound, parseInput } from '#server/errors';
import { readAdminForm, singleImage, withUploads } from '../shared/form';
import { removeUnreferencedImages } from '../shared/images';
import { editedCollectionSlug, lockCollectionNames, newCollectionSlug } from '../shared/slugs';
import { assertRoomFor } from '../shared/list-caps';
import { withConflicts } from '../shared/db-errors';
import { assertCollectionDeletable } from '../shared/collection-delete';
import { setFeatured } from '../shared/featured';
import { findCategory, toCategoryDto } from './category-dto';

const FOLDER = 'categories';

async function assertCategoryNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(sql`lower(${categories.name})`, name.toLowerCase()),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(M.categoryNameTaken(name));
}

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageForm = { fileRule: (f: string) => (f === 'image' ? singleImage(FOLDER) : null), maxFiles: 2 };

  /** POST /api/category/add-category — multipart: name, optional image. */
  // Forms with an image (multipart): their fields are checked with parseInput once read.
  app.post(
    '/category/add-category',
    { schema: { response: { 201: CategoryWriteReply } } },
    async (request, reply) => {
      const form = await readAdminForm(app, request, imageForm);
      const row = await withUploads(app, form, async () => {
        const input = parseInput(AddCategoryInput, form.fields);
        const imageUrl = form.images.get('image')?.[0] ?? null;
        return withConflicts(() =>
          app.db.transaction(async (tx) => {
            await lockCollectionNames(tx);
            await assertRoomFor(tx, 'categories');
            await assertCategoryNameFree(tx, input.name);
            const slug = await newCollectionSlug(tx, input.name);
            const [last] = await tx
              .select({ max: sql<number>`coalesce(max(${categories.sortOrder}), 0)::int` })
              .from(categories);
            const [created] = await tx
              .insert(categories)
              .values({ name: input.name, slug, imageUrl, sortOrder: (last?.max ?? 0) + 1 })
              .returning();
            return created!;
          }),
        );
      });
      await app.catalogEvents.changed('category');
      reply.status(201);
      return { success: true as const, message: M.categoryCreated, category: toCategoryDto(row) };
    },
  );

  /** PUT /api/category/update-category/{id} — multipart: name, optional image (optional slug, removeImage). */
  const updated = { params: IdParams, response: { 200: CategoryWriteReply } };
  app.put('/category/update-category/:id', { schema: updated }, async (request) => {
    const { id } = request.params;
    const form = await readAdminForm(app, request, imageForm);
    const { row, replaced } = await withUploads(app, form, async () => {
      const input = parseInput(UpdateCategoryInput, form.fields);
      const newImage = form.images.get('image')?.[0];
      return withConflicts(() =>
        app.db.transaction(async (tx) => {
          await lockCollectionNames(tx);
          const existing = await findCategory(tx, id, { lock: true });
          if (!existing) throw notFound(M.categoryNotFound);
          if (input.name.toLowerCase() !== existing.name.toLowerCase())
            await assertCategoryNameFree(tx, input.name, id);
          const slug = await editedCollectionSlug(tx, existing, input.slug);
          const imageUrl = newImage ?? (input.removeImage ? null : existing.imageUrl);
          const [updated] = await tx
            .update(categories)
            .set({ name: input.name, slug, imageUrl })
            .where(eq(categories.id, id))
            .returning();
          return { row: updated!, replaced: existing.imageUrl !== imageUrl ? existing.imageUrl : null };
        }),
      );
    });
    await removeUnreferencedImages(app, [replaced]);
    await app.catalogEvents.changed('category');
    return { success: true as const, message: M.categoryUpdated, category: toCategoryDto(row) };
  });

  /** DELETE /api/category/delete-category/{id} — only an empty category (no products, no subcategories). */
  const deleted = { params: IdParams, response: { 200: DeleteReply } };
  app.delete('/category/delete-category/:id', { schema: deleted }, async (request) => {
    const { id } = request.params;
    const removed = await withConflicts(() =>
      app.db.transaction(async (tx) => {
        await lockCollectionNames(tx);
        const existing = await findCategory(tx, id, { lock: true });
        if (!existing) throw notFound(M.categoryNotFound);
        await assertCollectionDeletable(tx, existing, products.categoryId, M.categoryHasProducts);
        const subs = await tx.$count(subcategories, eq(subcategories.categoryId, id));
        if (subs > 0) throw conflict(M.categoryHasSubcategories(subs));
        await tx.delete(categories).where(eq(categories.id, id));
        return existing;
      }),
    );
    await removeUnreferencedImages(app, [removed.imageUrl]);
    await app.catalogEvents.changed('category');
    return { success: true as const, message: M.categoryDeleted };
  });

  /** PUT /api/category/isfeatured/{id} — isFeatured → success, updated. */
  const featured = { params: IdParams, response: { 200: CategoryFeaturedReply } };
  app.put('/category/isfeatured/:id', { schema: featured }, async (request) => {
    const { id } = request.params;
    await setFeatured(app, request, 'category', id, M.categoryNotFound);
    return { success: true as const, updated: toCategoryDto((await findCategory(app.db, id))!) };
  });
};

export default categoryRoutes;
