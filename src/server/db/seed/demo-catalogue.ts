/**
 * Turns demo-data.ts into complete catalogue rows, deterministically: the same code gives the same catalogue
 * (ids, SKUs, prices, stock, discounts, images) on every machine. Pure: no I/O here. Every variant is priced from
 * the demo's metal rates (demo-pricing.ts).
 */
import { createHash } from 'node:crypto';
import type { DiscountType, Material, Purity } from '#domain/catalog-constants';
import type { MakingChargeType } from '#domain/pricing';
import { slugify } from '#domain/slug';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SUBCATEGORIES, type DemoProduct } from './demo-data';
import { drawJewel, type ArtSpec } from './jewel-art';
import { DEMO_CERTIFICATES, demoRecipe, demoVariantPricing } from './demo-pricing';

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
  /** Rate-linked, priced from the demo rates (pricePaise is that price). */
  pricingMode: 'rate';
  makingChargeType: MakingChargeType;
  makingChargeValue: number;
  stoneValuePaise: number;
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
  certificate: { lab: string; number: string } | null;
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
const TRADITIONAL = /jhumka|kada|mangalsutra|temple|heritage|polki/i;

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
    const recipe = demoRecipe(
      p,
      ['pendants', 'mangalsutras', 'chains', 'chokers'].includes(p.subcategory)
        ? p.subcategory
        : categorySlug,
    );

    // About what a variant costs (its weight drawn later varies it by ±3%): fixed discounts stay under a quarter.
    const price = (material: Material, purity: Purity) =>
      demoVariantPricing(recipe, material, purity, 0.5).pricePaise / 100;

    const variants: PlannedVariant[] = options.map(([material, purity], position) => {
      // Draws in the order they always were (discount, stock, weight), so stock and discounts stay as they were.
      const d = rand();
      let discountType: DiscountType | null = null;
      let discountValue = 0;
      if (d < 0.2) {
        discountType = 'percentage';
        discountValue = [5, 10, 12, 15, 20][Math.floor(rand() * 5)]! * 100;
      } else if (d < 0.35) {
        discountType = 'fixed';
        const fixed = [500, 1000, 1500, 2500, 5000].filter((f) => f < price(material, purity) / 4);
        discountValue = (fixed[Math.floor(rand() * fixed.length)] ?? 250) * 100;
      }
      const s = rand();
      const stock = s < 0.12 ? 0 : s < 0.3 ? 1 + Math.floor(rand() * 3) : 4 + Math.floor(rand() * 21);
      const priced = demoVariantPricing(recipe, material, purity, rand());
      const art = { shape: p.shape, stone: p.stone, metal: material };
      return {
        id: stableId(`variant:${slug}:${material}:${purity}`),
        material,
        purity,
        sizes,
        pricePaise: priced.pricePaise,
        discountType,
        discountValue,
        sku: `AUR-${catCode}${productCode}-${METAL_CODE[material]}${purity.replace(/\D/g, '').slice(0, 3)}`,
        stock,
        weightGrams: priced.weightGrams,
        pricingMode: 'rate' as const,
        makingChargeType: recipe.making.type,
        makingChargeValue: recipe.making.value,
        stoneValuePaise: recipe.stoneValuePaise,
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
      certificate: DEMO_CERTIFICATES[p.title] ?? null,
    };
  });

  return { categories, subcategories, products, images: [...images.values()] };
}
