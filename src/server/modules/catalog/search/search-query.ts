/**
 * The search itself, in PostgreSQL: every term (a typed word and its corrections, terms.ts) must match a word
 * start somewhere in a product — its title, tags or metals, category or subcategory name, or description — and
 * products rank by where they matched: title before tags before category before description, then by trigram
 * word similarity of the whole query to the title, then newest. The `~*` matches use the trigram GIN indexes of
 * migration search-trigram-indexes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { MATERIALS } from '../../../../domain/catalog-constants';
import type { CategoryDto, SubcategoryDto } from '../../../../domain/schemas/catalog';
import { queryRows, type Db } from '../../../db/client';
import { loadCategories, loadSubcategories } from '../category-queries';
import { type SearchTerm, wordPrefixPattern } from './terms';

export const SEARCH_LIMITS = { products: 8, categories: 4, subcategories: 6 } as const;

const MATERIAL_WORDS = [...new Set(MATERIALS.flatMap((m) => m.toLowerCase().split(' ')))];

/** Whether a term could name a metal, so the product's variants need to be looked at for it. */
function mayNameMetal(term: SearchTerm): boolean {
  return term.candidates.some((c) => MATERIAL_WORDS.some((w) => w.startsWith(c.toLowerCase())));
}

/** Per term: 8 for a title match, 4 for tags or metal, 2 for category or subcategory, 1 for description. */
function termScore(term: SearchTerm): { matches: SQL; score: SQL } {
  const pattern = wordPrefixPattern(term.candidates);
  const metal = mayNameMetal(term)
    ? sql` or exists (select 1 from variants v where v.product_id = p.id and v.material::text ~* ${pattern})`
    : sql``;
  const inTitle = sql`p.title ~* ${pattern}`;
  const inTags = sql`(aurelia_tags_text(p.tags) ~* ${pattern}${metal})`;
  const inCategory = sql`(c.name ~* ${pattern} or coalesce(s.name, '') ~* ${pattern})`;
  const inDescription = sql`p.description ~* ${pattern}`;
  return {
    matches: sql`(${inTitle} or ${inTags} or ${inCategory} or ${inDescription})`,
    score: sql`(case when ${inTitle} then 8 when ${inTags} then 4 when ${inCategory} then 2 else 1 end
      + case when p.title ~* ${wordPrefixPattern([term.typed])} then 0.5 else 0 end)`,
  };
}

export async function searchProductIds(db: Db, query: string, terms: SearchTerm[]): Promise<string[]> {
  if (!terms.length) return [];
  const parts = terms.map(termScore);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p
        join categories c on c.id = p.category_id
        left join subcategories s on s.id = p.subcategory_id
        where p.status = 'active' and ${sql.join(
          parts.map((t) => t.matches),
          sql` and `,
        )}
        order by ${sql.join(
          parts.map((t) => t.score),
          sql` + `,
        )} + word_similarity(${query}, p.title) desc, p.created_at desc, p.id
        limit ${SEARCH_LIMITS.products}`,
  );
  return rows.map((r) => r.id);
}

/** Categories or subcategories whose name matches any term, most terms first, then closest name. */
async function matchingNames(
  db: Db,
  table: 'categories' | 'subcategories',
  query: string,
  terms: SearchTerm[],
  limit: number,
): Promise<string[]> {
  if (!terms.length) return [];
  const hits = terms.map(
    (t) => sql`(case when t.name ~* ${wordPrefixPattern(t.candidates)} then 1 else 0 end)`,
  );
  const total = sql.join(hits, sql` + `);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id from ${sql.raw(table)} t where ${total} > 0
        order by ${total} desc, similarity(t.name, ${query}) desc, t.sort_order, t.name limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

export async function searchCategories(db: Db, query: string, terms: SearchTerm[]): Promise<CategoryDto[]> {
  const ids = await matchingNames(db, 'categories', query, terms, SEARCH_LIMITS.categories);
  const found = await loadCategories(db, { ids });
  return ids.flatMap((id) => found.find((c) => c._id === id) ?? []);
}

export async function searchSubcategories(
  db: Db,
  query: string,
  terms: SearchTerm[],
): Promise<SubcategoryDto[]> {
  const ids = await matchingNames(db, 'subcategories', query, terms, SEARCH_LIMITS.subcategories);
  const found = await loadSubcategories(db, { ids });
  return ids.flatMap((id) => found.find((s) => s._id === id) ?? []);
}
