import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery } from '#domain/schemas/catalog';
import { sendCached } from '#server/lib/catalog/http';
import { catalogCache } from '#server/lib/catalog/read-cache';
import { loadProductsByIds } from '#server/lib/catalog/product-queries';
import { SEARCH_MIN_CHARS, searchTerms, tokenize } from '#server/lib/search/terms';
import { cachedLexicon } from '../search/lexicon-cache';
import { matchNames, searchProductIds, SEARCH_LIMITS } from '../search/search-query';
import { loadCategories, loadSubcategories } from '#server/lib/catalog/category-queries';

const EMPTY = { success: true, results: { products: [], categories: [], subcategories: [] } };

/**
 * GET /api/product/search?q= → { success, results: { products, categories, subcategories } }. Typo tolerant and
 * prefix aware (lib/search/terms.ts), ranked title > tags > category > description (search/search-query.ts).
 * Fewer than 2 characters: empty results.
 */
const search: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/search', { schema: { querystring: SearchQuery } }, async (request, reply) => {
    const query = tokenize(request.query.q).join(' ');
    const cache = catalogCache(app);
    const cached = await cache.json(`search:${query}`, async () => {
      if (query.replace(/\s/g, '').length < SEARCH_MIN_CHARS) return { body: EMPTY };
      const lexicon = await cachedLexicon(app);
      const terms = searchTerms(query, lexicon.vocabulary);
      const categoryIds = matchNames(lexicon.categories, terms, SEARCH_LIMITS.categories);
      const subcategoryIds = matchNames(lexicon.subcategories, terms, SEARCH_LIMITS.subcategories);
      const ids = await searchProductIds(app.db, query, terms, lexicon);
      const [products, categories, subcategories] = await Promise.all([
        loadProductsByIds(app.db, ids, { activeOnly: true }),
        loadCategories(app.db, { ids: categoryIds }).then((found) =>
          categoryIds.flatMap((id) => found.find((c) => c._id === id) ?? []),
        ),
        loadSubcategories(app.db, { ids: subcategoryIds }).then((found) =>
          subcategoryIds.flatMap((id) => found.find((s) => s._id === id) ?? []),
        ),
      ]);
      return { body: { success: true, results: { products, categories, subcategories } } };
    });
    return sendCached(request, reply, cached);
  });
};
export default search;
