/**
 * The server-rendered head of a product page (/products/{slug}): a real title, description, canonical URL,
 * Open Graph tags and schema.org Product JSON-LD with each variant's INR price and availability, and — once
 * reviews are approved — their aggregateRating and the newest few as `review` (docs/decisions/100) — so search
 * engines and link previews see the product without running JavaScript. Unknown products answer 404.
 */
import { BRAND } from '#domain/brand';
import type { ProductDto } from '#domain/schemas/catalog';
import type { ReviewDto } from '#domain/schemas/reviews';
import { discountedPaise } from '#domain/money';
import { absoluteUrl, type PageHead } from '#server/lib/html-head';

export function productPath(slug: string): string {
  return `/products/${slug}`;
}

/** A meta description: the first sentences of the description, at most about 160 characters. */
export function summarise(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

/** `aggregateRating` and `review` of the product's approved reviews; nothing at all before the first. */
function reviewsJsonLd(product: ProductDto, reviews: ReviewDto[]): Record<string, unknown> {
  if (product.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      ...RATING_SCALE,
    },
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.createdAt.slice(0, 10),
            name: r.title,
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, ...RATING_SCALE },
          })),
        }
      : {}),
  };
}

export function productJsonLd(
  product: ProductDto,
  appUrl: string,
  reviews: ReviewDto[] = [],
): Record<string, unknown> {
  const url = absoluteUrl(appUrl, productPath(product.slug));
  const images = [product.mainImage, ...product.variants.flatMap((v) => v.images)].filter(
    (u, i, all) => u && all.indexOf(u) === i,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    image: images.slice(0, 8).map((u) => absoluteUrl(appUrl, u)),
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: BRAND.name },
    category: [product.category.name, product.subcategory?.name].filter(Boolean).join(' > '),
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      name: `${v.material} ${v.purity}`,
      price: (discountedPaise(Math.round(v.price * 100), v.discount) / 100).toFixed(2),
      priceCurrency: 'INR',
      availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
    })),
    ...reviewsJsonLd(product, reviews),
  };
}

function breadcrumbJsonLd(product: ProductDto, appUrl: string): Record<string, unknown> {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: product.category.name, path: `/collections/${product.category.slug}` },
    ...(product.subcategory
      ? [{ name: product.subcategory.name, path: `/collections/${product.subcategory.slug}` }]
      : []),
    { name: product.title, path: productPath(product.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(appUrl, c.path),
    })),
  };
}

export function productHead(product: ProductDto, appUrl: string, reviews: ReviewDto[] = []): PageHead {
  return {
    title: `${product.title} | ${BRAND.name}`,
    description: summarise(product.description),
    canonical: productPath(product.slug),
    image: product.mainImage,
    type: 'product',
    jsonLd: [productJsonLd(product, appUrl, reviews), breadcrumbJsonLd(product, appUrl)],
  };
}

export const PRODUCT_NOT_FOUND_HEAD: PageHead = {
  title: `Product not found | ${BRAND.name}`,
  description: 'This piece is no longer in our catalogue.',
  robots: 'noindex',
  status: 404,
};
