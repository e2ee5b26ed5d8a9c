import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app';
import { runMigrations } from '#server/db/migrate';
import { queryRows } from '#server/db/client';

const EXPECTED_TABLES = [
  'app_meta',
  'appointments',
  'cart_lines',
  'carts',
  'categories',
  'collection_products',
  'contact_messages',
  'counters',
  'customer_notes',
  'discount_redemptions',
  'discounts',
  'email_change_requests',
  'import_jobs',
  'metal_rate_changes',
  'metal_rates',
  'order_events',
  'order_lines',
  'orders',
  'password_reset_tokens',
  'payment_sessions',
  'product_slug_history',
  'products',
  'rate_limit_hits',
  'refunds',
  'reviews',
  'sessions',
  'subcategories',
  'user_addresses',
  'users',
  'variant_images',
  'variants',
  'wishlist_items',
];

describe(`migrations from an empty database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;
  afterAll(async () => database?.drop());

  it('create every table, and a second run changes nothing', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    const [before] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(before!.n).toBe(0);

    await runMigrations(database.handle);
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);

    const ext = await queryRows(db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    // 0011: the admin products list's sort indexes (docs/decisions/104).
    const sortIndexes = await queryRows<{ indexname: string }>(
      db,
      sql`select indexname from pg_indexes where tablename = 'products' and indexname in
        ('products_title_lower_idx', 'products_price_asc_idx', 'products_price_desc_idx') order by indexname`,
    );
    expect(sortIndexes.map((r) => r.indexname)).toEqual([
      'products_price_asc_idx',
      'products_price_desc_idx',
      'products_title_lower_idx',
    ]);

    await runMigrations(database.handle);
    const [applied] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied!.n).toBeGreaterThanOrEqual(2);
  });

  it('enforce the money and stock invariants in the database itself', async () => {
    const { db } = database.handle;
    await db.execute(sql`insert into categories (name, slug) values ('Rings', 'rings')`);
    await db.execute(
      sql`insert into products (title, slug, category_id) select 'Band', 'band', id from categories where slug = 'rings'`,
    );
    const insertVariant = (sku: string, stock: number) =>
      db.execute(
        sql`insert into variants (product_id, material, purity, price_paise, sku, stock) select id, 'Yellow Gold', '18KT', 100000, ${sku}, ${stock} from products where slug = 'band'`,
      );
    await insertVariant('SKU-1', 3);
    await expect(insertVariant('SKU-2', -1)).rejects.toThrow();
    await expect(insertVariant('SKU-1', 1)).rejects.toThrow();
  });
});
