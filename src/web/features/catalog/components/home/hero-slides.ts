/**
 * The home page's hero slider (docs/shop/storefront.md §2): three slides, each with an optional video and a
 * poster. The demo ships posters only (rendered at seed time, src/server/db/seed/hero-art.ts); a shop adds its
 * films by giving a slide a `video` (a file under /uploads, muted and looping).
 */
export interface HeroSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { to: string; label: string };
  /** Poster image base name: /uploads/demo/hero-<poster>-<640|800|1280|1920>.webp */
  poster: string;
  video?: { src: string; type: string };
  tone: 'dark' | 'light';
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'timeless-elegance',
    eyebrow: 'Solitaires',
    title: 'Timeless Elegance',
    text: 'A single certified diamond, raised in four claws and finished by hand. Forever, simply.',
    cta: { to: '/collections/engagement-rings', label: 'Shop Solitaires' },
    poster: 'timeless-elegance',
    tone: 'dark',
  },
  {
    id: 'modern-heirlooms',
    eyebrow: 'The Bridal Edit',
    title: 'Modern Heirlooms',
    text: 'Chokers and mangalsutras made for the pheras and for every anniversary after.',
    cta: { to: '/aurelias-collection/bridal-edit', label: 'Explore the Edit' },
    poster: 'modern-heirlooms',
    tone: 'light',
  },
  {
    id: 'artisan-crafted',
    eyebrow: 'Heritage',
    title: 'Artisan Crafted',
    text: 'Temple motifs and filigree in 22KT gold, shaped by karigars who learnt from their fathers.',
    cta: { to: '/new-arrivals', label: 'See New Arrivals' },
    poster: 'artisan-crafted',
    tone: 'dark',
  },
];

export const posterSrc = (poster: string, width: 640 | 800 | 1280 | 1920) =>
  `/uploads/demo/hero-${poster}-${width}.webp`;
export const posterSrcSet = (poster: string) =>
  ([640, 800, 1280, 1920] as const).map((w) => `${posterSrc(poster, w)} ${w}w`).join(', ');
