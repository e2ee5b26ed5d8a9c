/** The pictures of variants, read together: what the cart, checkout and the product form need of them. */
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { variantImages } from '#server/db/schema';
import { groupBy } from '#server/lib/group-by';

/** Each variant's image URLs in their order (position, then when added); a variant without any is absent. */
export async function variantImageUrls(db: Db | Tx, variantIds: string[]): Promise<Map<string, string[]>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({ variantId: variantImages.variantId, url: variantImages.url })
    .from(variantImages)
    .where(inArray(variantImages.variantId, variantIds))
    .orderBy(asc(variantImages.position), asc(variantImages.createdAt));
  return groupBy(
    rows,
    (img) => img.variantId,
    (img) => img.url,
  );
}
