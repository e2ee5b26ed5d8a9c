/**
 * The full-width slider (docs/shop/storefront.md §2, §4): advances every 7 seconds and wraps around; arrows and
 * dots move it; a slide plays its video when it has one. When the shopper prefers reduced motion nothing moves on
 * its own and posters stand in for videos. Hovering or focusing the slider pauses it. Built on Embla, which loads
 * when the slider first has to move (an arrow, a dot, the pointer or focus reaching it, or the first automatic
 * turn): until then the first slide is plain markup, so the carousel library is not part of the home page's first
 * load.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { UI_TIMINGS } from '#domain/business-constants';
import { HERO_SLIDES, posterSrc, posterSrcSet, type HeroSlide } from './hero-slides';
import type { EmblaApi } from './HeroSliderEngine';

const HeroSliderEngine = lazy(() => import('./HeroSliderEngine'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for less motion. The server (and the first browser render, which must match it)
 * assumes yes: the slider starts as still pictures and only plays video once the browser says motion is fine.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(REDUCED_MOTION);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

function SlideMedia({ slide, still }: { slide: HeroSlide; still: boolean }) {
  const [failed, setFailed] = useState(false);
  if (slide.video && !still)
    return (
      <video
        className="absolute inset-0 h-full w-full object-cover"
        poster={posterSrc(slide.poster, 1920)}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
      >
        <source src={slide.video.src} type={slide.video.type} />
      </video>
    );
  if (failed) return null;
  return (
    <img
      src={posterSrc(slide.poster, 1280)}
      srcSet={posterSrcSet(slide.poster)}
      sizes="100vw"
      width={1920}
      height={1080}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 h-full w-full object-cover object-[70%_50%]"
    />
  );
}

export function HeroSlider() {
  const reduced = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [paused, setPaused] = useState(false);
  const { wanted, setWanted, setEmbla, selected, move } = useLazyEmbla();

  // Auto-advance every 7 s; the timer restarts after every move, so a click never cuts a slide short.
  useEffect(() => {
    if (reduced || paused) return;
    const timer = setInterval(() => {
      if (!document.hidden) move((api) => api.scrollNext());
    }, UI_TIMINGS.heroAutoAdvanceMs);
    return () => clearInterval(timer);
  }, [move, reduced, paused, selected]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Aurelia stories"
      className="relative bg-charcoal"
      onPointerEnter={(e) => {
        setWanted(true);
        if (e.pointerType === 'mouse') setPaused(true);
      }}
      onPointerDown={() => setWanted(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => {
        setWanted(true);
        setPaused(true);
      }}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setPaused(false)}
    >
      {wanted && viewport && (
        <Suspense fallback={null}>
          <HeroSliderEngine viewport={viewport} reduced={reduced} onReady={setEmbla} />
        </Suspense>
      )}
      <div ref={setViewport} className="overflow-hidden">
        <div className="flex">
          {HERO_SLIDES.map((slide, i) => (
            <Slide key={slide.id} slide={slide} index={i} shown={i === selected} still={reduced} />
          ))}
        </div>
      </div>

      <div className="container-page absolute inset-x-0 bottom-6 flex items-center justify-between gap-4">
        <div className="flex gap-1" role="group" aria-label="Choose a slide">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={`Go to slide ${i + 1}: ${slide.title}`}
              aria-current={i === selected}
              onClick={() => move((api) => api.scrollTo(i))}
              className="grid h-8 w-10 place-items-center"
            >
              <span
                className={`block h-[3px] rounded-full transition-all duration-300 ${
                  i === selected ? 'w-9 bg-gold' : 'w-5 bg-ivory/70'
                }`}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <ArrowButton label="Previous slide" onClick={() => move((api) => api.scrollPrev())}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </ArrowButton>
          <ArrowButton label="Next slide" onClick={() => move((api) => api.scrollNext())}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </ArrowButton>
        </div>
      </div>
      {/* Announced only while the shopper is in control, not at every automatic turn. */}
      <p aria-live={paused ? 'polite' : 'off'} className="sr-only">
        Slide {selected + 1} of {HERO_SLIDES.length}: {HERO_SLIDES[selected]?.title}
      </p>
    </section>
  );
}

/**
 * Embla, loaded when the slider first has to move (`wanted`): a move asked for before it has loaded runs as soon
 * as it is there. `selected` is the slide Embla shows.
 */
function useLazyEmbla() {
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaApi | undefined>();
  const [selected, setSelected] = useState(0);
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  const move = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (embla) return action(embla);
      pending.current = action;
      setWanted(true);
    },
    [embla],
  );
  useEffect(() => {
    if (!embla || !pending.current) return;
    pending.current(embla);
    pending.current = null;
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return { wanted, setWanted, setEmbla, selected, move };
}

function Slide({
  slide,
  index,
  shown,
  still,
}: {
  slide: HeroSlide;
  index: number;
  shown: boolean;
  still: boolean;
}) {
  const dark = slide.tone === 'dark';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${HERO_SLIDES.length}: ${slide.title}`}
      aria-hidden={!shown}
      inert={!shown}
      className={`relative min-w-0 flex-[0_0_100%] ${
        dark ? 'bg-[#1c1712] text-ivory' : 'bg-[#efe3d3] text-charcoal'
      }`}
    >
      <div className="relative h-[78vh] max-h-[760px] min-h-[460px]">
        <SlideMedia slide={slide} still={still} />
        <div
          aria-hidden="true"
          className={`absolute inset-0 bg-gradient-to-r ${
            dark ? 'from-black/75 via-black/35' : 'from-[#f6eee3]/90 via-[#f6eee3]/45'
          } to-transparent`}
        />
        <div className="container-page relative flex h-full flex-col justify-center">
          <p className={`eyebrow ${dark ? '!text-gold-tint' : ''}`}>{slide.eyebrow}</p>
          <h2 className="mt-4 max-w-xl text-5xl sm:text-6xl lg:text-7xl">{slide.title}</h2>
          <p className={`mt-5 max-w-md text-lg ${dark ? 'text-ivory/85' : 'text-muted'}`}>{slide.text}</p>
          <Link to={slide.cta.to} className={`mt-8 self-start ${dark ? 'btn-light' : 'btn-primary'}`}>
            {slide.cta.label}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid h-11 w-11 place-items-center rounded-full border border-ivory/40 bg-charcoal/30 text-ivory backdrop-blur transition hover:bg-ivory hover:text-charcoal"
    >
      {children}
    </button>
  );
}
