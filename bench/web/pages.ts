/**
 * The pages `npm run bench:web` measures (issue 14 item 6): home, a listing, a product page, the search results
 * for "ring", the empty bag (a first visit: no storage, no cookie), and the bag and checkout's first step with one
 * line (a guest with one ring in the bag: step 1, sign in or register). The product is the first demo ring the API
 * lists, so the run needs no fixed slug.
 */
import type { AuditTarget } from './lighthouse';
import { GUEST_BAG_COOKIE, GUEST_BAG_PAGES, encodeGuestBag } from '#domain/guest-bag-cookie';

interface ApiProduct {
  _id: string;
  title: string;
  slug: string;
  mainImage: string;
  category: { name: string };
  variants: Array<{
    _id: string;
    material: string;
    purity: string;
    size: string[];
    price: number;
    stock: number;
    sku: string;
    images: string[];
  }>;
}

export interface BenchPage extends AuditTarget {
  name: string;
  path: string;
}

/**
 * The cart and checkout are served `noindex` on purpose (personal, transient pages; robots.txt keeps crawlers out
 * of checkout), and so are search results (`noindex, follow`, docs/decisions/114), so Lighthouse's "Page is
 * blocked from indexing" audit is left out of their SEO score; every other SEO audit still counts
 * (docs/decisions/061).
 */
const NOINDEX_SKIPPED = ['is-crawlable'];

export async function benchPages(baseUrl: string): Promise<BenchPage[]> {
  const res = await fetch(`${baseUrl}/api/product/getproducts?limit=100`);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const ring = products.find((p) => p.category.name === 'Rings' && p.variants.some((v) => v.stock > 0));
  if (!ring) throw new Error('The demo catalogue has no ring in stock');
  const variant = ring.variants.find((v) => v.stock > 0)!;
  const lines = [
    {
      productId: ring._id,
      variantId: variant._id,
      quantity: 1,
      name: ring.title,
      slug: ring.slug,
      mainImage: variant.images[0] ?? ring.mainImage,
      variantDetails: {
        material: variant.material,
        purity: variant.purity,
        selectedSize: variant.size[0] ?? '',
        price: variant.price,
        originalPrice: variant.price,
        stock: variant.stock,
        sku: variant.sku,
      },
    },
  ];
  const guestCart = JSON.stringify(lines);
  // The copy of the bag the app keeps in a cookie for the bag's pages, as the app writes it (decision 112 "The
  // guest bag's cookie copy").
  const bagCookie = encodeGuestBag(lines)!;
  const cookies = GUEST_BAG_PAGES.map((path) => ({ name: GUEST_BAG_COOKIE, value: bagCookie, path }));
  const page = (
    name: string,
    path: string,
    { bag, noindex = !!bag }: { bag?: 'empty' | 'one line'; noindex?: boolean } = {},
  ): BenchPage => ({
    name,
    path,
    url: `${baseUrl}${path}`,
    ...(bag === 'one line' ? { storage: { guestCart }, cookies } : {}),
    ...(noindex ? { skipAudits: NOINDEX_SKIPPED } : {}),
  });
  return [
    page('home', '/'),
    page('listing', '/collections/rings'),
    page('product', `/products/${ring.slug}`),
    page('search', '/search?q=ring', { noindex: true }),
    page('cart-empty', '/cart', { bag: 'empty' }),
    page('cart', '/cart', { bag: 'one line' }),
    page('checkout', '/checkout', { bag: 'one line' }),
  ];
}
