-- The admin's products list sorted by a column (docs/decisions/104): each sort reads its index from the start and
-- stops after the page (ties by newest first sorted within equal names or prices), instead of sorting all
-- 20,000 products. Name: lower(title), read either way (titles are never null). Price: list_price_paise (the
-- derived column of 0003, not in the Drizzle schema), nulls last both ways, so one index per direction.
CREATE INDEX IF NOT EXISTS products_title_lower_idx ON products (lower(title));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_price_asc_idx ON products (list_price_paise ASC NULLS LAST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_price_desc_idx ON products (list_price_paise DESC NULLS LAST);
