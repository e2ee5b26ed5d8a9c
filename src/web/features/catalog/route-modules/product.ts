/**
 * The product page's route's module (docs/decisions/112): the page and its loader, one chunk — the loader ensures the
 * queries the page reads, with the options its hooks use (api/queries.ts).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { ensureQueries, loaderClient, mergeQueryData, type QueryData } from '#web/app/route-data';
import { productQuery, relatedQuery } from '../api/queries';
import ProductPage from '../pages/ProductPage';

export async function loader({ context, params }: LoaderFunctionArgs): Promise<QueryData> {
  const slug = (params.slug ?? '').toLowerCase();
  const product = await ensureQueries(context, [productQuery(slug)]);
  // Related pieces need the product's id: on the server they are waited for with it; in the browser the page
  // asks for them once the product is there.
  if (!import.meta.env.SSR) return product;
  const found = loaderClient(context).getQueryData(productQuery(slug).queryKey);
  if (!found?.product?._id) return product;
  return mergeQueryData(product, await ensureQueries(context, [relatedQuery(found.product._id)]));
}

export const Component = ProductPage;
