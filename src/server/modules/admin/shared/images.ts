/**
 * Images that admin writes reuse, replace or drop. A file leaves storage only after the database change that
 * dropped it has committed, and only when nothing references it any more: another product, a category, a
 * user's photo, a past order's line or a checkout in progress. The demo catalogue's pictures (`/uploads/demo/`)
 * are shared by design and never removed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '#server/db/client';

const DEMO_PREFIX = '/uploads/demo/';

/**
 * An image URL the shop holds, or null. Absolute URLs on the shop's own address (a copied link) are accepted
 * and returned as the stored relative URL.
 */
export function shopImageUrl(app: FastifyInstance, url: string): string | null {
  let candidate = url.trim();
  if (/^https?:\/\//i.test(candidate)) {
    try {
      const parsed = new URL(candidate);
      if (parsed.origin !== new URL(app.config.appUrl).origin) return null;
      candidate = parsed.pathname;
    } catch {
      return null;
    }
  }
  if (!app.images.owns(candidate)) return null;
  // A bucket cannot be asked synchronously: there a well-formed name of ours is taken as held (docs/decisions/103).
  if (app.images.kind === 's3') return candidate;
  const [, , folder, file] = candidate.split('/') as [string, string, string, string];
  return existsSync(path.join(app.images.root, folder, file)) ? candidate : null;
}

/** Removes freshly stored uploads of a write that did not commit (nothing can reference them yet). */
export async function discardImages(app: FastifyInstance, urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      app.images.remove(url).catch((err) => app.log.warn({ err, url }, 'could not discard an upload')),
    ),
  );
}

/** Which of these URLs something in the database still points at. */
export async function referencedImages(app: FastifyInstance, urls: readonly string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const values = sql.join(
    urls.map((u) => sql`(${u})`),
    sql`, `,
  );
  const rows = await queryRows<{ url: string }>(
    app.db,
    sql`select v.url from (values ${values}) as v(url)
        where exists (select 1 from categories where image_url = v.url)
           or exists (select 1 from subcategories where image_url = v.url)
           or exists (select 1 from products where main_image_url = v.url)
           or exists (select 1 from variant_images where url = v.url)
           or exists (select 1 from users where image_url = v.url)
           or exists (select 1 from order_lines where main_image_at_purchase = v.url)
           or exists (select 1 from payment_sessions
                      where status in ('open', 'paid')
                        and lines @> jsonb_build_array(jsonb_build_object('image', v.url::text)))`,
  );
  return new Set(rows.map((r) => r.url));
}

/**
 * Call after the commit that stopped referencing `urls`: removes each file nothing references any more.
 * Failures are logged, never thrown — the write itself has succeeded.
 */
export async function removeUnreferencedImages(
  app: FastifyInstance,
  urls: Iterable<string | null | undefined>,
) {
  const candidates = [...new Set([...urls].filter((u): u is string => !!u && app.images.owns(u)))].filter(
    (u) => !u.startsWith(DEMO_PREFIX),
  );
  if (!candidates.length) return;
  try {
    const stillUsed = await referencedImages(app, candidates);
    await discardImages(
      app,
      candidates.filter((u) => !stillUsed.has(u)),
    );
  } catch (err) {
    app.log.warn({ err }, 'could not clean up images no longer used');
  }
}
