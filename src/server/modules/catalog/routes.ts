/**
 * Catalogue reads shared by the storefront and the admin (docs/shop/storefront.md §7, docs/shop/admin.md §7), one
 * file per call under reads/. Catalogue writes live in the admin module; every write calls
 * `app.catalogEvents.changed()`, which clears the read cache (read-cache.ts) here and in every other process.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import featuredCategories from './reads/featured-categories';
import allCategories from './reads/all-categories';
import getCategory from './reads/get-category';
import featuredSubcategories from './reads/featured-subcategories';
import subcategoriesBySlugs from './reads/subcategories-by-slugs';
import subcategoriesByCategory from './reads/subcategories-by-category';
import productsFiltered from './reads/products-filtered';
import productsBySlugs from './reads/products-by-slugs';
import getProduct from './reads/get-product';
import relatedProducts from './reads/related-products';
import search from './reads/search';
import adminProducts from './reads/admin-products';
import { answerRemembered } from '#server/lib/catalog/http';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // A shopper's repeated read is answered from its ready bytes before validation and the handler (http.ts).
  app.addHook('onRequest', answerRemembered);
  await app.register(featuredCategories);
  await app.register(allCategories);
  await app.register(getCategory);
  await app.register(featuredSubcategories);
  await app.register(subcategoriesBySlugs);
  await app.register(subcategoriesByCategory);
  await app.register(productsFiltered);
  await app.register(productsBySlugs);
  await app.register(getProduct);
  await app.register(relatedProducts);
  await app.register(search);
  await app.register(adminProducts);
};

export default catalogRoutes;
