import { Link } from 'react-router';
import { BRAND } from '#domain/brand';
import type { SubcategoryDto } from '#domain/schemas/catalog';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { featuredCollectionPath } from '#web/features/catalog/lib/links';
import { SectionHeading } from './SectionHeading';

/**
 * Home's featured collection block: the first four lines of Aurelia's Collection (docs/shop/storefront.md §2).
 */
export function FeaturedCollection({ lines }: { lines: SubcategoryDto[] }) {
  return (
    <section aria-labelledby="collection-title" className="container-page py-16 sm:py-20">
      <SectionHeading id="collection-title" eyebrow="The house collection" title={BRAND.collectionName}>
        Four lines, one atelier: heirloom motifs, lab-grown light, bridal pieces and fine jewellery for every
        day.
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {lines.slice(0, 4).map((line) => (
          <li key={line._id}>
            <Link
              to={featuredCollectionPath(line.slug)}
              state={{ subcategoryId: line._id }}
              className="group relative block overflow-hidden bg-charcoal"
            >
              <ResponsiveImage
                src={line.image.url}
                alt=""
                // Under the hero on every screen: the hero's picture is the one to hurry (lazy, like the rest).
                // The tile's true width (the page's padding and the gaps taken off, as the product grid does:
                // docs/decisions/117): `50vw` sent a 1.75× phone the 640 px files where the 320 px ones are sharp,
                // and they share the connection with the hero's picture.
                sizes="(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)"
                className="aspect-[4/5] w-full object-cover opacity-90 transition duration-500 ease-out-soft group-hover:scale-105 group-hover:opacity-100"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-charcoal/85 via-charcoal/40 to-transparent p-4 pt-16 text-ivory sm:p-5 sm:pt-20">
                <span className="block font-display text-2xl sm:text-[1.7rem]">
                  {line.title ?? line.name}
                </span>
                {line.description && (
                  <span className="mt-1 line-clamp-2 hidden text-sm text-ivory/85 sm:block">
                    {line.description}
                  </span>
                )}
                {line.count !== undefined && (
                  <span className="mt-2 block text-xs uppercase tracking-[0.16em] text-ivory/80">
                    {line.count} {line.count === 1 ? 'piece' : 'pieces'}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
