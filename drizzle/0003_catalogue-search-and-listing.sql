-- Catalogue reads (modules/catalog; docs/decisions/013 and 014). Columns added here are derived data the
-- database keeps up to date itself; they are not in the Drizzle schema because no application code writes them.
--
-- 1. Search: a weighted full-text vector per product (title A, tags B, description D) kept by PostgreSQL as a
--    stored generated column, with a GIN index; prefix queries ('sol:*') find word starts. pg_trgm (migration
--    0001) ranks near spellings and backs the admin list's substring search on titles and tags.
-- 2. Listings: the first variant's price after discount (what a card shows, what the price filter and sort use)
--    and the set of metals a product comes in, kept by triggers on variants, so a filtered listing reads one
--    table with indexes instead of visiting every variant.

CREATE OR REPLACE FUNCTION aurelia_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, aurelia_tags_text(tags)), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_vector_idx ON products USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_title_trgm_idx ON products USING gin (title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_tags_trgm_idx ON products USING gin (aurelia_tags_text(tags) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE products ADD COLUMN IF NOT EXISTS list_price_paise integer;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN IF NOT EXISTS materials material[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- The discounted-price rule of src/domain/money.ts (discountedPaise), in paise.
CREATE OR REPLACE FUNCTION aurelia_discounted_paise(price integer, kind discount_type, amount integer)
  RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN kind = 'percentage' AND amount > 0
      THEN greatest(0, round(price::numeric * (10000 - least(amount, 10000)) / 10000))::integer
    WHEN kind = 'fixed' AND amount > 0 THEN greatest(0, price - amount)
    ELSE price END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aurelia_refresh_product_facts(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE products p SET list_price_paise = f.list_price, materials = f.materials
  FROM (
    SELECT pid.id,
      (SELECT aurelia_discounted_paise(v.price_paise, v.discount_type, v.discount_value)
         FROM variants v WHERE v.product_id = pid.id
         ORDER BY v.position, v.created_at, v.id LIMIT 1) AS list_price,
      coalesce((SELECT array_agg(DISTINCT v.material ORDER BY v.material)
         FROM variants v WHERE v.product_id = pid.id), '{}') AS materials
    FROM unnest(ids) AS pid(id)
  ) f
  WHERE p.id = f.id
    AND (p.list_price_paise IS DISTINCT FROM f.list_price OR p.materials IS DISTINCT FROM f.materials)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aurelia_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aurelia_refresh_product_facts(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aurelia_variants_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aurelia_refresh_product_facts(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stock changes (every order) leave price and metals alone: only rows whose priced fields moved are refreshed.
CREATE OR REPLACE FUNCTION aurelia_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM aurelia_refresh_product_facts(ARRAY(
    SELECT DISTINCT x.product_id FROM (
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.price_paise, n.discount_type, n.discount_value, n.material, n.position, n.product_id)
          IS DISTINCT FROM (o.price_paise, o.discount_type, o.discount_value, o.material, o.position, o.product_id)
      UNION
      SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id
    ) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_facts_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION aurelia_variants_inserted();
--> statement-breakpoint
CREATE TRIGGER variants_facts_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION aurelia_variants_deleted();
--> statement-breakpoint
CREATE TRIGGER variants_facts_update AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION aurelia_variants_updated();
--> statement-breakpoint
SELECT aurelia_refresh_product_facts(ARRAY(SELECT id FROM products));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_materials_idx ON products USING gin (materials);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_status_price_idx ON products (status, list_price_paise);
--> statement-breakpoint
-- Covering indexes of a category's or subcategory's listing: filters and sorts are read from the index alone.
CREATE INDEX IF NOT EXISTS products_category_listing_idx ON products (category_id, status)
  INCLUDE (id, materials, list_price_paise, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_subcategory_listing_idx ON products (subcategory_id, status)
  INCLUDE (id, materials, list_price_paise, created_at);
