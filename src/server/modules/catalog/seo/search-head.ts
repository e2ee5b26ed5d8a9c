/**
 * The <head> of /search?q= (docs/decisions/114): the search text in the title, the page itself as canonical
 * without its query, and `noindex, follow` — a results page is for shoppers, not a page for search engines to
 * list (its products are indexed at their own addresses).
 */
import type { FastifyRequest } from 'fastify';
import { BRAND } from '#domain/brand';
import type { PageHead } from '#server/lib/html-head';

const MAX_SHOWN = 80;

export function searchHead(request: FastifyRequest): PageHead {
  const raw = (request.query as Record<string, unknown> | undefined)?.q;
  const q = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const text = String(q)
    // eslint-disable-next-line no-control-regex -- control characters never belong in a title
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_SHOWN);
  return {
    title: text ? `Search results for "${text}" | ${BRAND.name}` : `Search | ${BRAND.name}`,
    description: `Search ${BRAND.name}'s fine jewellery: rings, earrings, necklaces and bracelets in gold, platinum and silver.`,
    canonical: '/search',
    robots: 'noindex, follow',
  };
}
