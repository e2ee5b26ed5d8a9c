/**
 * The product gallery (docs/shop/storefront.md §2; docs/decisions/111): the pictures in a row that snaps one
 * picture at a time — swiped on a phone by the browser itself (CSS scroll snap, no script needed), moved with the
 * arrow keys when focused, and by the thumbnails. On a desktop the picture zooms to 250 % under the pointer from
 * its 1600 px zoom file; a click, or the 'View full screen' button, opens the full-screen viewer (its own chunk,
 * downloaded on first use) with pinch, double-tap and wheel zoom. When a metal is chosen it shows that metal's
 * images only, with 'Show All Images' to see every picture again.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Maximize2 } from 'lucide-react';
import type { Material } from '#domain/catalog-constants';
import { imageOrPlaceholder, imageSrc, zoomImageSrc } from '#domain/images';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { lazyDialog } from '#web/components/lazy-dialog';

const ZOOM = 2.5;

const GalleryViewer = lazyDialog(() => import('./GalleryViewer').then((m) => m.GalleryViewer));

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
  const { zoom, ...zoomHandlers } = useHoverZoom();
  const [viewerOpen, setViewerOpen] = useState(false);
  const { track, current, show, onScroll } = useSnapRow(images);
  const count = images.length;
  const label = (i: number) => `${title}${metal ? ` in ${metal}` : ''}, image ${i + 1} of ${count}`;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      show(current + (e.key === 'ArrowRight' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      setViewerOpen(true);
    }
  };

  const currentUrl = imageOrPlaceholder(images[current]);

  return (
    <div className="lg:sticky lg:top-[calc(var(--header-h,64px)+24px)]">
      <div
        className="relative overflow-hidden bg-surface"
        {...zoomHandlers}
        onMouseEnter={GalleryViewer.preload}
      >
        <div
          ref={track}
          // Focusable so the row can be moved with the keyboard (and axe's scrollable-region rule holds).
          tabIndex={0}
          role="region"
          aria-roledescription="carousel"
          aria-label={`${title} pictures: use the arrow keys to move, Enter for full screen`}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          onClick={() => setViewerOpen(true)}
          data-testid="gallery-track"
          className="flex cursor-zoom-in snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold [&::-webkit-scrollbar]:hidden"
        >
          {images.map((src, i) => (
            <div
              key={src}
              role="group"
              className="w-full shrink-0 snap-center snap-always"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
            >
              <ResponsiveImage
                src={src}
                alt={label(i)}
                // Only the first picture is the page's LCP: the others load as they near the view.
                priority={i === 0}
                // As before this change, so a phone's first picture weighs what it did (docs/decisions/111).
                sizes="(min-width: 1024px) 960px, 100vw"
                className="aspect-[4/5] w-full object-cover"
                draggable={false}
              />
            </div>
          ))}
        </div>
        {zoom && images[current] && <ZoomLayer key={currentUrl} url={currentUrl} x={zoom.x} y={zoom.y} />}
        <button
          type="button"
          onClick={() => setViewerOpen(true)}
          onFocus={GalleryViewer.preload}
          className="absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full bg-surface/90 text-charcoal shadow-sm transition-colors hover:bg-surface focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold"
          aria-label="View full screen"
        >
          <Maximize2 aria-hidden="true" className="h-4 w-4" />
        </button>
        {count > 1 && (
          <p
            className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-surface/90 px-2.5 py-1 text-xs tabular-nums text-charcoal lg:hidden"
            aria-hidden="true"
            data-testid="gallery-counter"
          >
            {current + 1} / {count}
          </p>
        )}
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        <Thumbnails images={images} current={current} onShow={show} />
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
      <GalleryViewer
        open={viewerOpen}
        onOpenChange={setViewerOpen}
        title={title}
        images={images}
        index={current}
        onIndexChange={(i) => show(i, true)}
      />
    </div>
  );
}

/** The desktop hover zoom's point under the mouse, in percent of the picture (null: not hovered). */
function useHoverZoom() {
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType !== 'mouse') return;
    const r = e.currentTarget.getBoundingClientRect();
    setZoom({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
  };
  return { zoom, onPointerMove, onPointerLeave: () => setZoom(null) };
}

/**
 * The row of pictures that snaps one at a time: which picture is shown (`current`), `show` to scroll to one, and
 * `onScroll` to follow a swipe. Back to the first picture when the images change (another metal).
 */
function useSnapRow(images: string[]) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));

  useEffect(() => {
    setIndex(0);
    track.current?.scrollTo({ left: 0 });
  }, [images]);

  /** A scroll this component started: until it arrives, the positions it passes do not change the index. */
  const heading = useRef<{ to: number; until: number } | null>(null);

  /** Shows a picture and scrolls the row to it (at once when `instant`: the viewer covers the row). */
  const show = (i: number, instant = false) => {
    const el = track.current;
    const to = Math.max(0, Math.min(count - 1, i));
    setIndex(to);
    if (!el) return;
    const reduce = instant || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.current = reduce ? null : { to, until: Date.now() + 1000 };
    el.scrollTo({ left: to * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    const going = heading.current;
    if (going && Date.now() < going.until && i !== going.to) return;
    heading.current = null;
    if (i !== index && i >= 0 && i < count) setIndex(i);
  };

  return { track, current, show, onScroll };
}

function Thumbnails({
  images,
  current,
  onShow,
}: {
  images: string[];
  current: number;
  onShow: (index: number) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Images">
      {images.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            aria-label={`Show image ${i + 1}`}
            aria-current={i === current}
            onClick={() => onShow(i)}
            className={`block overflow-hidden border-2 transition-colors ${
              i === current ? 'border-charcoal' : 'border-transparent hover:border-line'
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
  );
}

/**
 * The desktop hover zoom: the picture's 1600 px zoom file at 250 % under the pointer. Pictures stored before the
 * zoom file existed (or from a source no wider than 960 px) have none: the layer then shows the URL's own file.
 */
function ZoomLayer({ url, x, y }: { url: string; x: number; y: number }) {
  const [failed, setFailed] = useState(false);
  // Shown once it has arrived, so the first hover never flashes an empty frame.
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      src={failed ? imageSrc(url) : zoomImageSrc(url)}
      onError={() => setFailed(true)}
      onLoad={() => setLoaded(true)}
      alt=""
      aria-hidden="true"
      data-testid="gallery-zoom"
      decoding="async"
      className={`pointer-events-none absolute inset-0 h-full w-full bg-surface object-cover ${loaded ? 'opacity-100' : 'opacity-0'}`}
      style={{ transform: `scale(${ZOOM})`, transformOrigin: `${x}% ${y}%` }}
    />
  );
}
