/**
 * Database refusals a concurrent admin can provoke, turned into replies that name the field. The checks in each
 * handler give the same messages first; these cover the race in between (two admins saving the same SKU).
 */
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { conflict, type AppError } from '#server/errors';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

function pgError(err: unknown): PgErrorLike | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 6 && cur && typeof cur === 'object'; i++) {
    const e = cur as PgErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    cur = e.cause;
  }
  return undefined;
}

/** `Key (sku)=(AUR-1) already exists.` → AUR-1 */
function keyValue(detail: string | undefined): string | undefined {
  return detail ? /\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
}

/** A 409 naming what collided, or null when the error is something else. */
export function conflictFromDatabase(err: unknown): AppError | null {
  const pg = pgError(err);
  if (!pg) return null;
  if (pg.code === '23505') {
    const constraint = pg.constraint ?? '';
    const value = keyValue(pg.detail) ?? '';
    if (constraint === 'variants_sku_uq') return conflict(M.skuTaken(value));
    if (constraint.startsWith('products_slug') || constraint.startsWith('product_slug_history'))
      return conflict(`The URL name "${value}" was just taken by another product. Please save again.`);
    if (constraint.startsWith('categories_slug') || constraint.startsWith('subcategories_slug'))
      return conflict(M.slugTaken(value));
    return conflict('That already exists.');
  }
  if (pg.code === '23503') {
    // Someone attached a product to this category/subcategory while it was being deleted.
    return conflict('It is still in use. Please reload and try again.');
  }
  return null;
}

/** Runs a write; database conflicts become named 409s. */
export async function withConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw conflictFromDatabase(err) ?? err;
  }
}
