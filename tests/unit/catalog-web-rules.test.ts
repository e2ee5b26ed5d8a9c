/** The storefront's pure catalogue rules: the product page's option pickers. */
import { describe, expect, it } from 'vitest';
import {
  findVariant,
  galleryImages,
  isComplete,
  optionGroups,
  withDefaults,
} from '#web/features/catalog/lib/variant-options';
import type { ProductDto, VariantDto } from '#domain/schemas/catalog';

const variant = (v: Partial<VariantDto>): VariantDto => ({
  _id: Math.random().toString(36).slice(2),
  material: 'Yellow Gold',
  purity: '18KT',
  size: [],
  price: 10000,
  discount: { type: null, value: 0 },
  sku: 'X',
  stock: 3,
  inStock: true,
  weight: 2,
  images: [],
  pricing: { mode: 'fixed', makingCharge: { type: 'percent', value: 0 }, stoneValue: 0 },
  priceBreakup: null,
  ...v,
});

const product = (categoryName: string, variants: VariantDto[]): ProductDto => ({
  _id: 'p',
  title: 'Piece',
  slug: 'piece',
  description: '',
  mainImage: '/uploads/demo/main.webp',
  category: { _id: 'c', name: categoryName, slug: categoryName.toLowerCase() },
  subcategory: null,
  tags: [],
  isCustomizable: false,
  isFeatured: false,
  status: 'active',
  createdAt: new Date().toISOString(),
  certificate: null,
  variants,
  rating: { average: 0, count: 0 },
});

// The listing URL's rules: tests/unit/listing-params.test.ts.

describe('option pickers', () => {
  const ring = product('Rings', [
    variant({ material: 'Yellow Gold', purity: '18KT', size: ['12', '10', '8'], images: ['/a.webp'] }),
    variant({ material: 'Yellow Gold', purity: '22KT', size: ['10', '12'], images: ['/b.webp'] }),
    variant({ material: 'Platinum', purity: 'PT950', size: ['10'], stock: 0, images: ['/c.webp'] }),
  ]);

  it('shows a group only with more than one value, sorts sizes as numbers, and hides sizes for bracelets', () => {
    const groups = optionGroups(ring, { material: null, purity: null, size: null });
    expect(groups).toMatchObject({ showMaterial: true, showPurity: true, showSize: true });
    expect(groups.sizes).toEqual(['8', '10', '12']);
    const bracelet = product('Bracelets', [
      variant({ size: ['S', 'M'] }),
      variant({ material: 'Rose Gold', size: ['S'] }),
    ]);
    expect(optionGroups(bracelet, { material: null, purity: null, size: null }).showSize).toBe(false);
    const single = product('Earrings', [variant({})]);
    expect(optionGroups(single, { material: null, purity: null, size: null })).toMatchObject({
      showMaterial: false,
      showPurity: false,
      showSize: false,
    });
    expect(isComplete(single, withDefaults(single, { material: null, purity: null, size: null }))).toBe(true);
  });

  it('fills single-valued groups, names the variant of a complete choice, and filters the gallery', () => {
    const platinum = withDefaults(ring, { material: 'Platinum', purity: null, size: null });
    expect(platinum.purity).toBe('PT950');
    expect(isComplete(ring, platinum)).toBe(false); // a ring needs its size
    const chosen = { ...platinum, size: '10' };
    expect(findVariant(ring, chosen)?.stock).toBe(0);
    const gold = withDefaults(ring, { material: 'Yellow Gold', purity: 'PT950', size: null });
    expect(gold.purity).toBeNull(); // PT950 does not fit yellow gold
    expect(galleryImages(ring, 'Yellow Gold')).toEqual(['/a.webp', '/b.webp']);
    expect(galleryImages(ring, null)).toEqual(['/uploads/demo/main.webp', '/a.webp', '/b.webp', '/c.webp']);
  });
});
