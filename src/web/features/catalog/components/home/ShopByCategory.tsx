import { Link } from 'react-router';
import type { SubcategoryDto } from '#domain/schemas/catalog';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { collectionPath } from '#web/features/catalog/lib/links';
import { SectionHeading } from './SectionHeading';

/** Shop by Category: the featured subcategories, each with its picture, name and number of pieces. */
export function ShopByCategory({ subcategories }: { subcategories: SubcategoryDto[] }) {
  return (
    <section aria-labelledby="categories-title" className="container-page py-16 sm:py-20">
      <SectionHeading id="categories-title" eyebrow="Find your piece" title="Shop by Category" />
      <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-4 sm:gap-x-8 lg:gap-x-12">
        {subcategories.map((s) => (
          <li key={s._id}>
            <Link
              to={collectionPath(s.slug)}
              state={{ subcategoryId: s._id, categoryId: s.category._id }}
              className="group mx-auto block max-w-[220px] text-center"
            >
              <span className="block overflow-hidden rounded-full bg-surface p-2 ring-1 ring-line transition group-hover:ring-gold">
                <ResponsiveImage
                  src={s.image.url}
                  alt=""
                  width={400}
                  height={400}
                  sizes="(min-width: 1024px) 220px, (min-width: 640px) 25vw, 45vw"
                  className="aspect-square w-full rounded-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-105"
                />
              </span>
              <span className="mt-3 block font-display text-xl">{s.name}</span>
              {s.count !== undefined && (
                <span className="text-xs uppercase tracking-[0.14em] text-muted">
                  {s.count} {s.count === 1 ? 'item' : 'items'}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
