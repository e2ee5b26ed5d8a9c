import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES, ListingQuery, type ListingReply } from '#domain/schemas/catalog';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { listingFilters, listingPage } from '../listing-service';
import { resolveListing } from '../listing-target';
import { listingFacets } from '../listing-facets';
import { cachedLexicon, didYouMean, normaliseQuery } from '../search/lexicon-cache';
import { searchMatch } from '../search/search-query';
import { searchTerms } from '#server/lib/search/terms';

/**
 * GET /api/product/get-products-filtered → { success, message, products, listing, facets, search?, total, page,
 * limit, totalPages }. The listing is named by the spec's categoryId or subcategoryId, or by a slug (slug,
 * categorySlug, subcategorySlug) so a pasted listing URL loads; none means the whole shop. `q` narrows it to what
 * the header's search finds (typo tolerant, most relevant first without a sort). Filters: metals, purities,
 * inStock, categories (slugs), minPrice/maxPrice in rupees (no maxPrice: no upper limit); sort: price_asc,
 * price_desc, newest (default), best_selling; page and limit. `facets`: the scope's values and counts for the
 * filter drawer (listing-facets.ts). Only active products. Unknown listing → 404. docs/api/catalogue.md.
 */
async function listingReply(app: FastifyInstance, query: ListingQuery): Promise<ListingReply | null> {
  const target = await resolveListing(app.db, query);
  if (!target) return null;
  const cache = catalogCache(app);
  let search: { text: string; match: ReturnType<typeof searchMatch> } | undefined;
  let vocabulary: readonly string[] = [];
  if (query.q !== undefined) {
    const { text, searchable } = normaliseQuery(query.q);
    const lexicon = await cachedLexicon(app);
    vocabulary = lexicon.vocabulary;
    // Too short to search (fewer than 2 letters): nothing matches, as in the header's search.
    search = { text, match: searchMatch(searchable ? searchTerms(text, vocabulary) : [], lexicon) };
  }
  const scopeKey = `facets:${target.kind}:${target.kind === 'all' ? '' : target.id}:${search?.text ?? ''}`;
  const [page, facets] = await Promise.all([
    listingPage(app.db, target, { ...listingFilters(query), search: search?.match }),
    cache.get(scopeKey, () => listingFacets(app.db, target, search?.match)),
  ]);
  return {
    ...page,
    facets,
    ...(search
      ? { search: { q: search.text, suggestions: page.total ? [] : didYouMean(search.text, vocabulary) } }
      : {}),
  };
}

const productsFiltered: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/get-products-filtered',
    { schema: { querystring: ListingQuery } },
    async (request, reply) => {
      const query = request.query;
      const key = `listing:${JSON.stringify(query)}`;
      const cached = await catalogCache(app).json(key, async () => {
        const body = await listingReply(app, query);
        return body
          ? { body }
          : { status: 404, body: { success: false, message: CATALOG_MESSAGES.listingNotFound } };
      });
      return sendCached(request, reply, cached);
    },
  );
};
export default productsFiltered;
