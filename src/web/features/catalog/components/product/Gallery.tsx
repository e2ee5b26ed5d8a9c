/**
 * The product gallery (storefront.md §2): a large image that zooms to 250 % under the pointer, and thumbnails.
 * When a metal is chosen it shows that metal's images only, with 'Show All Images' to see every picture again.
 */
import { useEffect, useRef, useState } from 'react';
import type { Material } from '../../../../../domain/catalog-constants';
import { ResponsiveImage } from '../../../../components/ResponsiveImage';

const ZOOM = 2.5;

export function Gallery({
  title,
  images,
  metal,
  onShowAll,
}: {
  title: string;
  images: string[];
  /** The metal the gallery is filtered to, or null for all images. */
  metal: Material | null;
  onShowAll: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => setIndex(0), [images]);
  const current = images[Math.min(index, images.length - 1)] ?? '';

  return (
    <div className="lg:sticky lg:top-[calc(var(--header-h,64px)+24px)]">
      <div
        ref={frame}
        className="relative cursor-zoom-in overflow-hidden bg-surface"
        onPointerMove={(e) => {
          if (e.pointerType !== 'mouse') return;
          const r = e.currentTarget.getBoundingClientRect();
          setZoom({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
        }}
        onPointerLeave={() => setZoom(null)}
      >
        <ResponsiveImage
          key={current}
          src={current}
          alt={`${title}${metal ? ` in ${metal}` : ''}, image ${index + 1} of ${images.length}`}
          priority
          // The largest stored width on desktop, so the 250 % zoom stays sharp.
          sizes="(min-width: 1024px) 960px, 100vw"
          className="aspect-[4/5] w-full object-cover transition-transform duration-150 ease-out"
          style={
            zoom
              ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` }
              : { transform: 'scale(1)' }
          }
        />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <ul className="flex flex-wrap gap-2" aria-label="Images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden border-2 transition-colors ${
                  i === index ? 'border-charcoal' : 'border-transparent hover:border-line'
                }`}
              >
                <ResponsiveImage
                  src={src}
                  alt=""
                  width={64}
                  height={80}
                  sizes="64px"
                  className="h-20 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
        {metal && (
          <button type="button" onClick={onShowAll} className="link shrink-0 text-sm">
            Show All Images
          </button>
        )}
      </div>
      {metal && (
        <p className="mt-2 text-xs text-muted" aria-live="polite">
          Showing {metal} images
        </p>
      )}
    </div>
  );
}
