/**
 * The words the catalogue uses in titles, tags, metals and category and subcategory names — what a typed word
 * is corrected against (terms.ts). Read once and kept in the catalogue cache, so it is rebuilt after every
 * catalogue write. Descriptions are left out on purpose: their many words would pull corrections away from
 * the names shoppers actually type.
 */
import { sql } from 'drizzle-orm';
import { MATERIALS } from '../../../../domain/catalog-constants';
import { queryRows, type Db } from '../../../db/client';

export async function loadVocabulary(db: Db): Promise<string[]> {
  const rows = await queryRows<{ w: string }>(
    db,
    sql`select distinct w from (
          select regexp_split_to_table(lower(p.title || ' ' || array_to_string(p.tags, ' ')), '[^[:alnum:]]+') as w
            from products p where p.status = 'active'
          union all select regexp_split_to_table(lower(c.name), '[^[:alnum:]]+') from categories c
          union all select regexp_split_to_table(lower(s.name), '[^[:alnum:]]+') from subcategories s
        ) words where length(w) >= 2`,
  );
  const words = new Set(rows.map((r) => r.w));
  for (const m of MATERIALS) for (const w of m.toLowerCase().split(' ')) words.add(w);
  return [...words].sort();
}
