/**
 * 'Recently Viewed' at the foot of the product page (docs/decisions/111): up to 8 pieces this browser viewed,
 * newest first, without the one on screen, from localStorage (catalog/lib/recently-viewed.ts; the page records
 * the piece on screen itself, so a quick visit counts before this chunk arrives). Rendered only after hydration (the server cannot know this browser's list) and below the
 * reviews and 'You May Also Like', so nothing on the first screen moves when it appears.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductDto } from '#domain/schemas/catalog';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { productPath } from '#web/features/catalog/lib/links';
import { SHOWN, readViewed, type ViewedPiece } from '#web/features/catalog/lib/recently-viewed';

export function RecentlyViewed({ product }: { product: ProductDto }) {
  const [pieces, setPieces] = useState<ViewedPiece[]>([]);

  useEffect(() => {
    setPieces(
      readViewed()
        .filter((p) => p.id !== product._id)
        .slice(0, SHOWN),
    );
  }, [product._id]);

  if (!pieces.length) return null;
  return (
    <section
      aria-labelledby="recently-viewed-title"
      className="container-page mt-20"
      data-testid="recently-viewed"
    >
      <h2 id="recently-viewed-title" className="mb-6 text-3xl sm:text-4xl">
        Recently Viewed
      </h2>
      <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2 [scrollbar-width:thin] sm:gap-6">
        {pieces.map((p) => (
          <li key={p.id} className="w-[40%] shrink-0 snap-start sm:w-[28%] lg:w-[calc((100%-7.5rem)/6)]">
            <Link to={productPath(p.slug)} state={{ productId: p.id }} className="group block">
              <div className="overflow-hidden bg-surface">
                <ResponsiveImage
                  src={p.image}
                  alt=""
                  sizes="(min-width: 1024px) 200px, 40vw"
                  className="aspect-[4/5] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03]"
                />
              </div>
              {p.kind && <p className="mt-3 text-xs uppercase tracking-[0.12em] text-muted">{p.kind}</p>}
              <p className="mt-1 font-display text-lg leading-snug group-hover:underline">{p.title}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
