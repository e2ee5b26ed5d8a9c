import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery } from '../../../../domain/schemas/catalog';
import { sendCached } from '../http';
import { catalogCache } from '../read-cache';
import { loadProductsByIds } from '../product-queries';
import { SEARCH_MIN_CHARS, searchTerms, tokenize } from '../search/terms';
import { loadVocabulary } from '../search/search-vocabulary';
import { searchCategories, searchProductIds, searchSubcategories } from '../search/search-query';

const EMPTY = { success: true, results: { products: [], categories: [], subcategories: [] } };

/**
 * GET /api/product/search?q= → { success, results: { products, categories, subcategories } }. Typo tolerant and
 * prefix aware (search/terms.ts), ranked title > tags > category > description (search/search-query.ts).
 * Fewer than 2 characters: empty results.
 */
const search: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/search', { schema: { querystring: SearchQuery } }, async (request, reply) => {
    const query = tokenize(request.query.q).join(' ');
    const cache = catalogCache(app);
    const cached = await cache.json(`search:${query}`, async () => {
      if (query.replace(/\s/g, '').length < SEARCH_MIN_CHARS) return { body: EMPTY };
      const vocabulary = await cache.get(
        'search-vocabulary',
        () => loadVocabulary(app.db),
        (v) => v.length * 40,
      );
      const terms = searchTerms(query, vocabulary);
      const [ids, categories, subcategories] = await Promise.all([
        searchProductIds(app.db, query, terms),
        searchCategories(app.db, query, terms),
        searchSubcategories(app.db, query, terms),
      ]);
      const products = await loadProductsByIds(app.db, ids, { activeOnly: true });
      return { body: { success: true, results: { products, categories, subcategories } } };
    });
    return sendCached(request, reply, cached);
  });
};
export default search;
