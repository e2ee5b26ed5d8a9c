/**
 * The products export's rows: the bulk template's columns (domain/schemas/admin-csv.ts), one row per variant,
 * product columns on a product's first row only — the file POST /api/product/bulk-add reads, so an export imports
 * back unchanged (docs/decisions/101-dashboard-and-exports.md; tests/api/admin/exports.test.ts round-trips it).
 *
 * - handle is the product's URL name: imported into a shop without it, the product gets the same URL.
 * - Products newest first, as the import stamps them (its first row newest), so export → import → export gives
 *   the same order; variants by position; lists (also_show_in) by URL name.
 * - A rate-linked variant's price is today's, for reading: the import ignores it and prices from the rates.
 * - Cells are written as stored, without the orders export's apostrophe guard: only admins write products, and an
 *   apostrophe would be imported into the title (the round trip would change it).
 */
import { sql } from 'drizzle-orm';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { paiseToRupees } from '#domain/money';
import { queryRows, type Db } from '#server/db/client';
import { groupBy } from '#server/lib/group-by';
import type { CsvCell } from './csv-stream';

const BATCH = 500;

interface ProductRow {
  id: string;
  created_at: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  also_show_in: string | null;
  tags: string[];
  status: string;
  is_customizable: boolean;
  is_featured: boolean;
  main_image_url: string | null;
  certificate_lab: string | null;
  certificate_number: string | null;
  certificate_url: string | null;
}

interface VariantRow {
  product_id: string;
  material: string;
  purity: string;
  sku: string;
  price_paise: number;
  pricing_mode: string;
  sizes: string[];
  stock: number;
  weight_grams: string | number;
  making_charge_type: string;
  making_charge_value: number;
  stone_value_paise: number;
  discount_type: string | null;
  discount_value: number;
  images: string[] | null;
}

/** Keyset: products older than the last one sent (created_at desc, id desc). */
async function productBatch(db: Db, after: ProductRow | null, size: number): Promise<ProductRow[]> {
  const older = after
    ? sql`(p.created_at, p.id) < (${after.created_at}::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  return queryRows<ProductRow>(
    db,
    sql`select p.id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
               p.slug, p.title, p.description, c.name as category, s.name as subcategory,
               (select string_agg(ls.slug, ', ' order by ls.slug)
                  from collection_products cp join subcategories ls on ls.id = cp.subcategory_id
                  where cp.product_id = p.id and cp.subcategory_id is distinct from p.subcategory_id) as also_show_in,
               p.tags, p.status, p.is_customizable, p.is_featured, p.main_image_url,
               p.certificate_lab, p.certificate_number, p.certificate_url
        from products p
        join categories c on c.id = p.category_id
        left join subcategories s on s.id = p.subcategory_id
        where ${older}
        order by p.created_at desc, p.id desc
        limit ${size}::int`,
  );
}

async function variantsOf(db: Db, ids: readonly string[]): Promise<Map<string, VariantRow[]>> {
  const rows = await queryRows<VariantRow>(
    db,
    sql`select v.product_id, v.material, v.purity, v.sku, v.price_paise, v.pricing_mode, v.sizes, v.stock,
               v.weight_grams, v.making_charge_type, v.making_charge_value, v.stone_value_paise,
               v.discount_type, v.discount_value,
               (select array_agg(i.url order by i.position, i.id) from variant_images i where i.variant_id = v.id)
                 as images
        from variants v
        where v.product_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by v.product_id, v.position, v.id`,
  );
  return groupBy(rows, (r) => r.product_id);
}

/** Stored units → the template's: rupees, percent, grams (admin-csv.ts describes each column). */
function productCells(p: ProductRow): Record<string, CsvCell> {
  return {
    handle: p.slug,
    title: p.title,
    description: p.description,
    category: p.category,
    subcategory: p.subcategory,
    also_show_in: p.also_show_in,
    tags: p.tags.join(', '),
    status: p.status,
    is_customizable: p.is_customizable,
    is_featured: p.is_featured,
    main_image: p.main_image_url,
    certificate_lab: p.certificate_lab,
    certificate_number: p.certificate_number,
    certificate_url: p.certificate_url,
  };
}

function variantCells(v: VariantRow): Record<string, CsvCell> {
  return {
    material: v.material,
    purity: v.purity,
    sku: v.sku,
    price: paiseToRupees(v.price_paise),
    pricing_mode: v.pricing_mode,
    sizes: v.sizes.join(', '),
    stock: v.stock,
    weight_grams: Number(v.weight_grams),
    // Written for fixed pieces too (the recipe is kept when a piece is switched back to the rate).
    making_charge_type: v.making_charge_type,
    making_charge_value: paiseToRupees(v.making_charge_value),
    stone_value: paiseToRupees(v.stone_value_paise),
    discount_type: v.discount_type,
    discount_value: v.discount_type ? paiseToRupees(v.discount_value) : '',
    variant_images: (v.images ?? []).join(', '),
  };
}

/** `batchSize`: products read per query (tests make it small to cross batch edges). */
export async function* productExportRows(db: Db, batchSize = BATCH): AsyncGenerator<CsvCell[]> {
  let last: ProductRow | null = null;
  for (;;) {
    const batch = await productBatch(db, last, batchSize);
    if (!batch.length) return;
    const variants = await variantsOf(
      db,
      batch.map((p) => p.id),
    );
    for (const p of batch) {
      const product = productCells(p);
      for (const [i, v] of (variants.get(p.id) ?? []).entries()) {
        const row: Record<string, CsvCell> = {
          ...(i === 0 ? product : { handle: p.slug }),
          ...variantCells(v),
        };
        yield CSV_HEADER.map((column) => row[column]);
      }
    }
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1]!;
  }
}
