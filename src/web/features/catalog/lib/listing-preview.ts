/**
 * What a listing's header will say, known before its reply arrives (docs/decisions/117): the whole shop's name
 * and description are fixed, and a category's or a subcategory's name (and a subcategory's parent, its eyebrow)
 * are in the categories the header's navigation already holds. The skeleton of a listing shows them in place,
 * so the heading does not pop in and push the grid down; what is not known is a grey block of the same height.
 */
import { ALL_JEWELLERY } from '#domain/all-jewellery';
import type { CategoryDto } from '#domain/schemas/catalog';
import type { ListingKey } from './listing-params';

export interface ListingPreview {
  /** The parent category's name above a subcategory's heading; null when there is none. */
  eyebrow: string | null;
  name: string;
  description: string | null;
}

/** Null when the listing is not in the categories known (or is a search: its page knows its own heading). */
export function listingPreview(
  key: ListingKey,
  categories: readonly CategoryDto[] | undefined,
): ListingPreview | null {
  if (key.kind === 'all') return { eyebrow: null, ...ALL_JEWELLERY };
  if (key.kind === 'search' || !categories) return null;
  const category = (match: (c: CategoryDto) => boolean): ListingPreview | null => {
    const found = categories.find(match);
    return found ? { eyebrow: null, name: found.name, description: null } : null;
  };
  const subcategory = (match: (s: NonNullable<CategoryDto['subcategories']>[number]) => boolean) => {
    for (const c of categories) {
      const found = c.subcategories?.find(match);
      if (found) return { eyebrow: c.name, name: found.name, description: found.description ?? null };
    }
    return null;
  };
  switch (key.kind) {
    case 'categoryId':
      return category((c) => c._id === key.id);
    case 'subcategoryId':
      return subcategory((s) => s._id === key.id);
    case 'subcategorySlug':
      return subcategory((s) => s.slug === key.slug);
    case 'slug':
      // The server's order: a category of that slug first, then a subcategory (listing-target.ts).
      return category((c) => c.slug === key.slug) ?? subcategory((s) => s.slug === key.slug);
  }
}
