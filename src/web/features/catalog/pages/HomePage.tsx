/**
 * Home (docs/shop/storefront.md §2): hero, featured collection block, Trending Now, Shop by Category, benefits
 * strip, New Arrivals, trust block, hero slider, Best Sellers — in that order. Three requests fill it: the
 * collection's lines, the three merchandising lists at once, and the featured subcategories.
 */
import { BRAND } from '#domain/brand';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';
import { usePageTitle } from '#web/components/usePageTitle';
import { useFeaturedSubcategories, useProductsBySlugs, useSubcategoriesBySlugs } from '../api/queries';
import { Hero } from '../components/home/Hero';
import { FeaturedCollection } from '../components/home/FeaturedCollection';
import { ProductRow } from '../components/home/ProductRow';
import { ShopByCategory } from '../components/home/ShopByCategory';
import { BenefitsStrip } from '../components/home/BenefitsStrip';
import { TrustBlock } from '../components/home/TrustBlock';
import { HeroSlider } from '../components/home/HeroSlider';
import { Reveal } from '../components/home/Reveal';
import { collectionPath } from '../lib/links';
import { COLLECTION_SLUGS, LIST_SLUGS } from '../lib/home-lists';

function SectionPlaceholder({ label, height = 'h-[420px]' }: { label: string; height?: string }) {
  return (
    <div className={`container-page py-16 ${height}`} aria-busy="true" aria-label={`Loading ${label}`}>
      <div className="h-full animate-pulse bg-line/40" />
    </div>
  );
}

export default function HomePage() {
  usePageTitle('Fine jewellery, made to order in India');
  const collection = useSubcategoriesBySlugs(COLLECTION_SLUGS);
  const lists = useProductsBySlugs(LIST_SLUGS, 8);
  const featured = useFeaturedSubcategories();

  const list = (slug: string) => lists.data?.find((d) => d.details.slug === slug);
  const lines = collection.data?.[BRAND.collectionSlug]?.subcategories ?? [];

  const row = (
    slug: string,
    props: { id: string; eyebrow: string; title: string; blurb: string; tone?: 'plain' | 'tint' },
  ) => {
    const entry = list(slug);
    if (lists.isPending) return <SectionPlaceholder label={props.title} />;
    if (!entry?.products.length) return null;
    return (
      <Reveal ready>
        <ProductRow
          {...props}
          products={entry.products}
          to={collectionPath(slug)}
          subcategoryId={entry.details._id ?? undefined}
        />
      </Reveal>
    );
  };

  return (
    <>
      <Hero />
      {collection.isPending ? (
        <SectionPlaceholder label="the collection" />
      ) : lines.length ? (
        <Reveal ready>
          <FeaturedCollection lines={lines} />
        </Reveal>
      ) : null}
      {row(MERCHANDISING_SLUGS.trendingNow, {
        id: 'trending-title',
        eyebrow: 'Loved this season',
        title: 'Trending Now',
        blurb: 'The pieces our clients are asking about this month.',
        tone: 'tint',
      })}
      {featured.isPending ? (
        <SectionPlaceholder label="categories" />
      ) : featured.data?.length ? (
        <Reveal ready>
          <ShopByCategory subcategories={featured.data} />
        </Reveal>
      ) : null}
      <div className="below-fold">
        <BenefitsStrip />
      </div>
      {row(MERCHANDISING_SLUGS.newArrivals, {
        id: 'new-title',
        eyebrow: 'Just in',
        title: 'New Arrivals',
        blurb: 'Fresh from the workbench: new designs, made to order.',
      })}
      <div className="below-fold">
        <TrustBlock />
      </div>
      <div className="below-fold">
        <HeroSlider />
      </div>
      {row(MERCHANDISING_SLUGS.bestSeller, {
        id: 'best-title',
        eyebrow: 'Most loved',
        title: 'Best Sellers',
        blurb: 'Pieces our clients come back for, again and again.',
      })}
    </>
  );
}
