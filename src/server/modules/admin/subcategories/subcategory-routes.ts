/**
 * Subcategory writes (docs/shop/admin.md §7): add (name, category and image required), update (moving it to
 * another category moves its products along), delete (refused while it is a product's home subcategory; "Also
 * show in" listings go with it — docs/decisions/003 and 042), featured flag.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#domain/schemas/common';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import {
  AddSubcategoryInput,
  SubcategoryDeleteReply,
  SubcategoryFeaturedReply,
  SubcategoryWriteReply,
  UpdateSubcategoryInput,
} from '#domain/schemas/admin-catalog';
import type { Tx } from '#server/db/client';
import { collectionProducts, products, subcategories } from '#server/db/schema';
import { badRequest, conflict, notFound, parseInput } from '#server/errors';
import { readAdminForm, singleImage, withUploads } from '../shared/form';
import { removeUnreferencedImages } from '../shared/images';
import { editedCollectionSlug, lockCollectionNames, newCollectionSlug } from '../shared/slugs';
import { assertRoomFor } from '../shared/list-caps';
import { withConflicts } from '../shared/db-errors';
import { assertCollectionDeletable } from '../shared/collection-delete';
import { setFeatured } from '../shared/featured';
import { findCategory, findSubcategory, loadSubcategoryDto } from '../categories/category-dto';

const FOLDER = 'subcategories';

/** Two subcategories of one category may not share a name (the admin could not tell them apart). */
async function assertNameFreeInCategory(
  tx: Tx,
  name: string,
  category: { id: string; name: string },
  exceptId?: string,
): Promise<void> {
  const [clash] = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(
      and(
        eq(subcategories.categoryId, category.id),
        eq(sql`lower(${subcategories.name})`, name.toLowerCase()),
        exceptId ? ne(subcategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(M.subcategoryNameTaken(name, category.name));
}

/** The category a form names, or a 400 on its `category` field. */
async function requireCategory(tx: Tx, name: string) {
  const category = await findCategory(tx, name);
  if (!category) throw badRequest(M.categoryMissing, [{ path: 'category', message: M.categoryMissing }]);
  return category;
}

/** The columns the add and edit forms set; a blank title or description is stored as none. */
function formColumns(
  input: AddSubcategoryInput | UpdateSubcategoryInput,
  categoryId: string,
  slug: string,
  imageUrl: string | null,
) {
  return {
    categoryId,
    name: input.name,
    slug,
    imageUrl,
    title: input.title || null,
    description: input.description || null,
  };
}

/** Adds the subcategory last in its category's order; answers its id. */
async function insertSubcategory(tx: Tx, input: AddSubcategoryInput, imageUrl: string): Promise<string> {
  await lockCollectionNames(tx);
  await assertRoomFor(tx, 'subcategories');
  const category = await requireCategory(tx, input.category);
  await assertNameFreeInCategory(tx, input.name, category);
  const slug = await newCollectionSlug(tx, input.name);
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${subcategories.sortOrder}), 0)::int` })
    .from(subcategories)
    .where(eq(subcategories.categoryId, category.id));
  const [created] = await tx
    .insert(subcategories)
    .values({ ...formColumns(input, category.id, slug, imageUrl), sortOrder: (last?.max ?? 0) + 1 })
    .returning({ id: subcategories.id });
  return created!.id;
}

/** Rewrites subcategory `id`; answers its former image when the form replaced or removed it. */
async function updateSubcategory(
  tx: Tx,
  id: string,
  input: UpdateSubcategoryInput,
  newImage: string | undefined,
): Promise<string | null> {
  await lockCollectionNames(tx);
  const existing = await findSubcategory(tx, id, { lock: true });
  if (!existing) throw notFound(M.subcategoryNotFound);
  const category = await requireCategory(tx, input.category);
  if (input.name.toLowerCase() !== existing.name.toLowerCase() || category.id !== existing.categoryId)
    await assertNameFreeInCategory(tx, input.name, category, id);
  const slug = await editedCollectionSlug(tx, existing, input.slug);
  const imageUrl = newImage ?? (input.removeImage ? null : existing.imageUrl);
  await tx
    .update(subcategories)
    .set(formColumns(input, category.id, slug, imageUrl))
    .where(eq(subcategories.id, id));
  // A product's subcategory always belongs to its category: moving the subcategory moves its products.
  if (category.id !== existing.categoryId)
    await tx.update(products).set({ categoryId: category.id }).where(eq(products.subcategoryId, id));
  return existing.imageUrl !== imageUrl ? existing.imageUrl : null;
}

/** Deletes subcategory `id` unless it is a home-page list or some product's home; answers it and its listings. */
async function deleteSubcategory(tx: Tx, id: string) {
  const existing = await findSubcategory(tx, id, { lock: true });
  if (!existing) throw notFound(M.subcategoryNotFound);
  await assertCollectionDeletable(tx, existing, products.subcategoryId, M.subcategoryHasProducts);
  const listings = await tx.$count(collectionProducts, eq(collectionProducts.subcategoryId, id));
  // Listings cascade with the subcategory; the products themselves stay where they live.
  await tx.delete(subcategories).where(eq(subcategories.id, id));
  return { removed: existing, listings };
}

const subcategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageForm = { fileRule: (f: string) => (f === 'image' ? singleImage(FOLDER) : null), maxFiles: 2 };
  /** After a write: the catalogue's caches are told, and subcategory `id` is answered as it now reads. */
  const written = async (id: string) => {
    await app.catalogEvents.changed('subcategory');
    return (await loadSubcategoryDto(app.db, id))!;
  };

  /** POST /api/subcategory/add-subcategory — multipart: name, category, image (all required). */
  // Forms with an image (multipart): their fields are checked with parseInput once read.
  const added = { response: { 201: SubcategoryWriteReply } };
  app.post('/subcategory/add-subcategory', { schema: added }, async (request, reply) => {
    const form = await readAdminForm(app, request, imageForm);
    const id = await withUploads(app, form, async () => {
      const input = parseInput(AddSubcategoryInput, form.fields);
      const imageUrl = form.images.get('image')?.[0];
      if (!imageUrl) throw badRequest(M.fillAllFields, [{ path: 'image', message: M.fillAllFields }]);
      return withConflicts(() => app.db.transaction((tx) => insertSubcategory(tx, input, imageUrl)));
    });
    reply.status(201);
    return { success: true as const, message: M.subcategoryCreated, subcategory: await written(id) };
  });

  /** PUT /api/subcategory/update-subcategory/{id} — multipart: name, category, optional image. */
  const updated = { params: IdParams, response: { 200: SubcategoryWriteReply } };
  app.put('/subcategory/update-subcategory/:id', { schema: updated }, async (request) => {
    const { id } = request.params;
    const form = await readAdminForm(app, request, imageForm);
    const replaced = await withUploads(app, form, async () => {
      const input = parseInput(UpdateSubcategoryInput, form.fields);
      const newImage = form.images.get('image')?.[0];
      return withConflicts(() => app.db.transaction((tx) => updateSubcategory(tx, id, input, newImage)));
    });
    await removeUnreferencedImages(app, [replaced]);
    return { success: true as const, message: M.subcategoryUpdated, subcategory: await written(id) };
  });

  /** DELETE /api/subcategory/delete-subcategory/{id} — refused while products call it home. */
  const deleted = { params: IdParams, response: { 200: SubcategoryDeleteReply } };
  app.delete('/subcategory/delete-subcategory/:id', { schema: deleted }, async (request) => {
    const { id } = request.params;
    const { removed, listings } = await withConflicts(() =>
      app.db.transaction((tx) => deleteSubcategory(tx, id)),
    );
    await removeUnreferencedImages(app, [removed.imageUrl]);
    await app.catalogEvents.changed('subcategory');
    return { success: true as const, message: M.subcategoryDeleted, removedListings: listings };
  });

  /** PUT /api/subcategory/isfeatured/{id} — isFeatured → success, updated. */
  const featured = { params: IdParams, response: { 200: SubcategoryFeaturedReply } };
  app.put('/subcategory/isfeatured/:id', { schema: featured }, async (request) => {
    const { id } = request.params;
    await setFeatured(app, request, 'subcategory', id, M.subcategoryNotFound);
    return { success: true as const, updated: (await loadSubcategoryDto(app.db, id))! };
  });
};

export default subcategoryRoutes;
