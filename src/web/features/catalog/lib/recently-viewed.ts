/**
 * The pieces this browser viewed, newest first, in localStorage (docs/decisions/111): what a card needs to
 * show and link (no price: a kept price would go stale when metal rates move; the product page shows today's).
 * Nothing leaves the browser.
 */
import type { ProductDto } from '#domain/schemas/catalog';
import { STORAGE_KEYS, readJson, writeJson } from '#web/lib/storage';

export interface ViewedPiece {
  id: string;
  slug: string;
  title: string;
  image: string | null;
  /** The subcategory's name, else the category's (the card's small line). */
  kind: string;
}

/** How many are kept; the page shows up to SHOWN of them besides the one on screen. */
export const KEPT = 12;
export const SHOWN = 8;

const isPiece = (p: unknown): p is ViewedPiece =>
  !!p &&
  typeof p === 'object' &&
  typeof (p as ViewedPiece).id === 'string' &&
  typeof (p as ViewedPiece).slug === 'string' &&
  typeof (p as ViewedPiece).title === 'string';

export function readViewed(): ViewedPiece[] {
  const list = readJson<unknown>(STORAGE_KEYS.recentlyViewed);
  return Array.isArray(list) ? list.filter(isPiece).slice(0, KEPT) : [];
}

/** Puts a piece first (once), keeps KEPT, and returns the new list. */
export function recordViewed(
  product: Pick<ProductDto, '_id' | 'slug' | 'title' | 'mainImage' | 'category' | 'subcategory'>,
): ViewedPiece[] {
  const piece: ViewedPiece = {
    id: product._id,
    slug: product.slug,
    title: product.title,
    image: product.mainImage || null,
    kind: product.subcategory?.name ?? product.category?.name ?? '',
  };
  const list = [piece, ...readViewed().filter((p) => p.id !== piece.id)].slice(0, KEPT);
  writeJson(STORAGE_KEYS.recentlyViewed, list);
  return list;
}
