CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
-- The admin's products search: every typed word must be contained in the title, slug, tags or a variant's SKU;
-- trigram indexes let PostgreSQL find those rows (a BitmapOr) instead of reading every product and variant
-- (docs/decisions/104). pg_trgm and the title and tags indexes come from 0003.
CREATE INDEX IF NOT EXISTS products_slug_trgm_idx ON products USING gin (slug gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS variants_sku_trgm_idx ON variants USING gin (sku gin_trgm_ops);
