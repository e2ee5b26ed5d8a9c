/**
 * The featured switch a category and a subcategory share (PUT /api/category/isfeatured/{id},
 * /api/subcategory/isfeatured/{id}): the form's `isFeatured` set on the row, 404 when there is none, and the
 * catalogue's caches told.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FeaturedInput } from '#domain/schemas/admin-catalog';
import { categories, subcategories } from '#server/db/schema';
import { notFound } from '#server/errors';
import { readFormInput } from './form';

const COLLECTIONS = { category: categories, subcategory: subcategories };

/** Sets the featured flag of `kind` `id` from the request's form; 404 with `missing` when there is none. */
export async function setFeatured(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: keyof typeof COLLECTIONS,
  id: string,
  missing: string,
): Promise<void> {
  const { isFeatured } = await readFormInput(app, request, FeaturedInput);
  const table = COLLECTIONS[kind];
  const [updated] = await app.db
    .update(table)
    .set({ isFeatured })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!updated) throw notFound(missing);
  await app.catalogEvents.changed(kind);
}
