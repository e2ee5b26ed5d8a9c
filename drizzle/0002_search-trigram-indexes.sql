-- Catalogue search (modules/catalog/search): trigram GIN indexes so that word-prefix and fuzzy matches
-- (`~*`, `ILIKE`, `%`) on titles, tags and descriptions are answered from an index, not a scan of every product.
-- array_to_string is only STABLE, so tags are indexed through an IMMUTABLE wrapper of it.
CREATE OR REPLACE FUNCTION aurelia_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_title_trgm_idx ON products USING gin (title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_tags_trgm_idx ON products USING gin (aurelia_tags_text(tags) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_description_trgm_idx ON products USING gin (description gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS categories_name_trgm_idx ON categories USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS subcategories_name_trgm_idx ON subcategories USING gin (name gin_trgm_ops);
