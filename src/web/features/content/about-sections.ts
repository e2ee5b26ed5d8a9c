/**
 * The four sections of the About page, in one place: the page's anchors (docs/shop/storefront.md §2: #our-story,
 * #craftsmanship, #sustainability, #lab-grown), the header's About mega-menu cards and the mobile menu.
 */
export const ABOUT_SECTIONS = [
  {
    id: 'our-story',
    title: 'Our Story',
    blurb: 'A Kala Ghoda atelier, three generations of karigars, one idea: jewellery made for you alone.',
  },
  {
    id: 'craftsmanship',
    title: 'Craftsmanship',
    blurb: 'From your sketch to a hallmarked piece in six careful steps, every one of them by hand.',
  },
  {
    id: 'sustainability',
    title: 'Sustainability',
    blurb: 'Recycled gold, made to order so nothing waits in a vault, and packaging without plastic.',
  },
  {
    id: 'lab-grown',
    title: 'Why Lab-Grown?',
    blurb: 'The same diamond, grown above ground: certified, conflict-free and kinder to the earth.',
  },
] as const;
