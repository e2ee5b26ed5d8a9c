/**
 * The gallery's full-screen viewer (docs/decisions/111), its own chunk with react-zoom-pan-pinch: loaded when the
 * shopper first opens it, so the product page's first load carries none of it. A Radix dialog — focus moves in,
 * stays in, and goes back to the opener; Escape closes. Pictures come from their 1600 px zoom file (the URL's own
 * file when a picture has none) and zoom by pinch, double-tap, the wheel or the +/− buttons up to 4×; a swipe
 * (when not zoomed), the arrow keys or the side buttons move between pictures.
 */
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Minus, Plus, X } from 'lucide-react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { imageOrPlaceholder, imageSrc, zoomImageSrc } from '#domain/images';
import { useReturnFocus } from '#web/components/use-return-focus';

const MAX_SCALE = 4;
/** A swipe is a mostly horizontal move of at least this many pixels. */
const SWIPE_PX = 50;

export function GalleryViewer({
  open,
  onOpenChange,
  title,
  images,
  index,
  onIndexChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const returnFocus = useReturnFocus(open);
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const [scale, setScale] = useState(1);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const url = imageOrPlaceholder(images[current]);

  const go = (delta: number) => {
    const next = current + delta;
    if (next < 0 || next >= count) return;
    setScale(1);
    onIndexChange(next);
  };
  // Zoomed in, a drag pans the picture; only at its normal size does a swipe change picture.
  const swipe = useSwipe(scale > 1.01, go);
  const zoomIn = () => void zoom.current?.zoomIn(0.5);
  const zoomOut = () => void zoom.current?.zoomOut(0.5);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go(e.key === 'ArrowRight' ? 1 : -1);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomIn();
    } else if (e.key === '-') {
      e.preventDefault();
      zoomOut();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
          data-testid="gallery-viewer"
          className="fixed inset-0 z-[70] flex flex-col bg-ivory outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-3 py-2 sm:px-5">
            <div className="min-w-0">
              <Dialog.Title className="truncate font-display text-xl sm:text-2xl">{title}</Dialog.Title>
              <p className="text-xs tabular-nums text-muted" aria-live="polite" data-testid="viewer-counter">
                Image {current + 1} of {count}
              </p>
            </div>
            <ZoomControls scale={scale} onZoomIn={zoomIn} onZoomOut={zoomOut} />
          </div>
          <div
            className="relative min-h-0 flex-1 touch-none"
            {...swipe}
            data-testid="viewer-stage"
            data-scale={scale.toFixed(2)}
          >
            <TransformWrapper
              // A fresh zoom for every picture.
              key={url}
              ref={zoom}
              minScale={1}
              maxScale={MAX_SCALE}
              centerOnInit
              doubleClick={{ mode: 'toggle', step: 1.5 }}
              wheel={{ step: 0.2 }}
              panning={{ disabled: scale <= 1.01 }}
              onTransform={(_, state) => setScale(Math.round(state.scale * 100) / 100)}
            >
              <TransformComponent
                wrapperClass="!h-full !w-full"
                contentClass="!h-full !w-full grid place-items-center"
              >
                <ViewerImage url={url} alt={`${title}, image ${current + 1} of ${count}`} />
              </TransformComponent>
            </TransformWrapper>
            {count > 1 && <StepButtons current={current} count={count} onStep={go} />}
          </div>
          <Dialog.Description className="px-4 py-3 text-center text-xs text-muted">
            Pinch, double-tap or scroll to zoom. Swipe or use the arrow keys for the next picture.
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const control =
  'grid h-11 w-11 place-items-center rounded-full text-charcoal transition-colors hover:bg-charcoal/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-30';

/** A mostly horizontal swipe of at least SWIPE_PX moves a picture on (left) or back (right), unless `off`. */
function useSwipe(off: boolean, onSwipe: (delta: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    start.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = start.current;
    const t = e.changedTouches[0];
    start.current = null;
    if (!from || !t || off) return;
    const dx = t.clientX - from.x;
    const dy = t.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
  };
  return { onTouchStart, onTouchEnd };
}

function ZoomControls({
  scale,
  onZoomIn,
  onZoomOut,
}: {
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        className={control}
        aria-label="Zoom out"
        disabled={scale <= 1.01}
        onClick={onZoomOut}
      >
        <Minus aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={control}
        aria-label="Zoom in"
        disabled={scale >= MAX_SCALE - 0.01}
        onClick={onZoomIn}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
      <Dialog.Close className={control} aria-label="Close full screen">
        <X aria-hidden="true" className="h-5 w-5" />
      </Dialog.Close>
    </div>
  );
}

/** The side buttons to the previous and next picture (from a tablet's width up). */
function StepButtons({
  current,
  count,
  onStep,
}: {
  current: number;
  count: number;
  onStep: (delta: number) => void;
}) {
  const side = `${control} absolute top-1/2 hidden -translate-y-1/2 bg-surface/90 shadow-sm sm:grid`;
  return (
    <>
      <button
        type="button"
        className={`${side} left-2`}
        aria-label="Previous image"
        disabled={current === 0}
        onClick={() => onStep(-1)}
      >
        <ChevronLeft aria-hidden="true" className="h-6 w-6" />
      </button>
      <button
        type="button"
        className={`${side} right-2`}
        aria-label="Next image"
        disabled={current === count - 1}
        onClick={() => onStep(1)}
      >
        <ChevronRight aria-hidden="true" className="h-6 w-6" />
      </button>
    </>
  );
}

/** The zoom file, or the URL's own file for a picture that has none. */
function ViewerImage({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      key={url}
      src={failed ? imageSrc(url) : zoomImageSrc(url)}
      onError={() => setFailed(true)}
      alt={alt}
      draggable={false}
      data-testid="viewer-image"
      className="max-h-full max-w-full select-none object-contain"
    />
  );
}
