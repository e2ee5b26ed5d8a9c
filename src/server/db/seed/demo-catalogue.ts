/**
 * Turns demo-data.ts into complete catalogue rows, deterministically: the same code gives the same catalogue
 * (ids, SKUs, prices, stock, discounts, images) on every machine. Pure: no I/O here.
 */
import { createHash } from 'node:crypto';
import type { DiscountType, Material, Purity } from '../../../domain/catalog-constants';
import { slugify } from '../../../domain/slug';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SUBCATEGORIES, type DemoProduct } from './demo-data';
import { drawJewel, type ArtSpec } from './jewel-art';

/** A UUID derived from a name (v5-style), so demo ids are stable across installs. */
export function stableId(key: string): string {
  const h = createHash('sha1').update(`aurelia-demo:${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** mulberry32: a small, fast, seedable PRNG. */
function rng(seed: string): () => number {
  let a = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoImage {
  name: string;
  spec: ArtSpec;
  url: string;
}

export interface PlannedVariant {
  id: string;
  material: Material;
  purity: Purity;
  sizes: string[];
  pricePaise: number;
  discountType: DiscountType | null;
  discountValue: number;
  sku: string;
  stock: number;
  weightGrams: number;
  position: number;
  images: DemoImage[];
}

export interface PlannedProduct {
  id: string;
  title: string;
  slug: string;
  description: string;
  categoryId: string;
  subcategoryId: string;
  tags: string[];
  isCustomizable: boolean;
  isFeatured: boolean;
  /** Days before the seed time; smaller is newer. */
  ageDays: number;
  mainImage: DemoImage;
  variants: PlannedVariant[];
  collections: string[];
}

export interface PlannedCatalogue {
  categories: Array<{
    id: string;
    name: string;
    slug: string;
    isFeatured: boolean;
    sortOrder: number;
    image: DemoImage;
  }>;
  subcategories: Array<{
    id: string;
    categoryId: string;
    name: string;
    slug: string;
    title?: string;
    description?: string;
    isFeatured: boolean;
    sortOrder: number;
    image: DemoImage;
  }>;
  products: PlannedProduct[];
  /** Every distinct picture, once. */
  images: DemoImage[];
}

const RING_SIZES = ['8', '10', '12', '14', '16', '18', '20', '22'];
const METAL_CODE: Record<Material, string> = {
  'Yellow Gold': 'YG',
  'Rose Gold': 'RG',
  'White Gold': 'WG',
  Silver: 'AG',
  Platinum: 'PT',
};
const PURITY_FACTOR: Record<Purity, number> = {
  '14KT': 0.86,
  '18KT': 1,
  '22KT': 1.18,
  '925 Sterling': 1,
  PT950: 1.35,
};
const METAL_FACTOR: Record<Material, number> = {
  'Yellow Gold': 1,
  'Rose Gold': 1,
  'White Gold': 1.04,
  Silver: 1,
  Platinum: 1,
};
const TRADITIONAL = /jhumka|kada|mangalsutra|temple|heritage|polki/i;

/** Base weight in grams of an 18KT piece of each kind. */
function baseWeight(p: DemoProduct): number {
  const s = p.shape;
  if (s.startsWith('ring')) return 4.2;
  if (s.startsWith('stud') || s === 'hoop') return 2.6;
  if (s === 'drop' || s === 'jhumka') return 6.8;
  if (s.startsWith('pendant')) return 2.9;
  if (s === 'chain') return 9.5;
  if (s === 'choker') return 34;
  if (s === 'mangalsutra') return 8.2;
  if (s === 'kada') return 28;
  if (s === 'bangle') return 14;
  return 8.5;
}

const roundTo50 = (rupees: number) => Math.round(rupees / 50) * 50;

function image(spec: ArtSpec): DemoImage {
  const svg = drawJewel(spec);
  const name = `demo-${createHash('sha1').update(svg).digest('hex').slice(0, 16)}`;
  return { name, spec, url: `/uploads/demo/${name}.webp` };
}

function metalOptions(p: DemoProduct, rand: () => number): Array<[Material, Purity]> {
  if (p.metals)
    return p.metals.map((m) => [m, m === 'Silver' ? '925 Sterling' : m === 'Platinum' ? 'PT950' : '18KT']);
  const traditional = TRADITIONAL.test(p.title + p.tags.join(' ') + (p.collections ?? []).join(' '));
  const bridal = /engagement|wedding|solitaire|band/i.test(p.title + p.tags.join(' '));
  const pool: Array<[Material, Purity]> = traditional
    ? [
        ['Yellow Gold', '22KT'],
        ['Yellow Gold', '18KT'],
        ['Rose Gold', '18KT'],
      ]
    : [
        ['Yellow Gold', '18KT'],
        ['White Gold', '18KT'],
        ['Rose Gold', '18KT'],
        ['Yellow Gold', '14KT'],
        ['Rose Gold', '14KT'],
      ];
  if (bridal) pool.splice(2, 0, ['Platinum', 'PT950']);
  // 1 to 4 variants, weighted towards 2–3.
  const r = rand();
  const count = Math.min(pool.length, r < 0.15 ? 1 : r < 0.5 ? 2 : r < 0.8 ? 3 : 4);
  return pool.slice(0, count);
}

export function planDemoCatalogue(): PlannedCatalogue {
  const images = new Map<string, DemoImage>();
  const keep = (img: DemoImage) => (images.set(img.name, img), img);

  const categories = DEMO_CATEGORIES.map((c, i) => ({
    id: stableId(`category:${c.slug}`),
    name: c.name,
    slug: c.slug,
    isFeatured: c.featured,
    sortOrder: i,
    image: keep(image({ shape: c.art.shape, stone: c.art.stone, metal: 'Yellow Gold', view: 'detail' })),
  }));
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));

  const subcategories = DEMO_SUBCATEGORIES.map((s, i) => ({
    id: stableId(`subcategory:${s.slug}`),
    categoryId: categoryBySlug.get(s.category)!.id,
    name: s.name,
    slug: s.slug,
    title: s.title,
    description: s.description,
    isFeatured: s.featured,
    sortOrder: i,
    image: keep(
      image({
        shape: s.art.shape,
        stone: s.art.stone,
        metal: i % 3 === 1 ? 'Rose Gold' : 'Yellow Gold',
        view: 'front',
      }),
    ),
  }));
  const subBySlug = new Map(subcategories.map((s) => [s.slug, s]));

  const usedSlugs = new Set<string>();
  const products: PlannedProduct[] = DEMO_PRODUCTS.map((p, index) => {
    const rand = rng(p.title);
    const sub = subBySlug.get(p.subcategory);
    if (!sub) throw new Error(`Demo product ${p.title} names an unknown subcategory ${p.subcategory}`);
    let slug = slugify(p.title);
    while (usedSlugs.has(slug)) slug = `${slug}-${index}`;
    usedSlugs.add(slug);
    const categorySlug = DEMO_SUBCATEGORIES.find((s) => s.slug === p.subcategory)!.category;
    const isRing = categorySlug === 'rings';
    const sizes = isRing ? RING_SIZES.slice(Math.floor(rand() * 2), 5 + Math.floor(rand() * 3)) : [];
    const options = metalOptions(p, rand);
    const productCode = String(index + 1).padStart(3, '0');
    const catCode = categorySlug.slice(0, 2).toUpperCase();

    const variants: PlannedVariant[] = options.map(([material, purity], position) => {
      const price = roundTo50(p.basePrice * PURITY_FACTOR[purity] * METAL_FACTOR[material]);
      const d = rand();
      let discountType: DiscountType | null = null;
      let discountValue = 0;
      if (d < 0.2) {
        discountType = 'percentage';
        discountValue = [5, 10, 12, 15, 20][Math.floor(rand() * 5)]! * 100;
      } else if (d < 0.35) {
        discountType = 'fixed';
        const fixed = [500, 1000, 1500, 2500, 5000].filter((f) => f < price / 4);
        discountValue = (fixed[Math.floor(rand() * fixed.length)] ?? 250) * 100;
      }
      const s = rand();
      const stock = s < 0.12 ? 0 : s < 0.3 ? 1 + Math.floor(rand() * 3) : 4 + Math.floor(rand() * 21);
      const weightGrams =
        Math.round(
          baseWeight(p) *
            (purity === '22KT' ? 1.08 : purity === '14KT' ? 0.92 : 1) *
            (0.9 + rand() * 0.2) *
            100,
        ) / 100;
      const art = { shape: p.shape, stone: p.stone, metal: material };
      return {
        id: stableId(`variant:${slug}:${material}:${purity}`),
        material,
        purity,
        sizes,
        pricePaise: price * 100,
        discountType,
        discountValue,
        sku: `AUR-${catCode}${productCode}-${METAL_CODE[material]}${purity.replace(/\D/g, '').slice(0, 3)}`,
        stock,
        weightGrams,
        position,
        images: [keep(image({ ...art, view: 'front' })), keep(image({ ...art, view: 'detail' }))],
      };
    });
    // One piece sold out in every metal, so the shop shows what "out of stock" looks like.
    if (p.title === 'Sapphire Starburst Ring') for (const v of variants) v.stock = 0;

    const collections = p.collections ?? [];
    const ageDays = collections.includes('new-arrivals') ? 1 + (index % 12) : 20 + index * 3;
    return {
      id: stableId(`product:${slug}`),
      title: p.title,
      slug,
      description: p.description,
      categoryId: sub.categoryId,
      subcategoryId: sub.id,
      tags: p.tags,
      isCustomizable: !!p.customizable,
      isFeatured: collections.includes('best-seller') || collections.includes('trending-now'),
      ageDays,
      mainImage: variants[0]!.images[0]!,
      variants,
      collections,
    };
  });

  return { categories, subcategories, products, images: [...images.values()] };
}
