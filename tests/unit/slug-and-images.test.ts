import { describe, expect, it } from 'vitest';
import { slugify } from '#domain/slug';
import {
  imageAtWidth,
  imageSrcSet,
  imageOrPlaceholder,
  PLACEHOLDER_IMAGE,
  setImageBase,
  zoomImageSrc,
} from '#domain/images';
import { purityFitsMaterial } from '#domain/catalog-constants';

describe('slugify', () => {
  it('makes URL slugs from names and titles', () => {
    expect(slugify("Aurelia's Collection")).toBe('aurelias-collection');
    expect(slugify('  Rings & Bands  ')).toBe('rings-and-bands');
    expect(slugify('Crème Brûlée Pendant')).toBe('creme-brulee-pendant');
    expect(slugify('!!!')).toBe('item');
  });
});

describe('stored image URLs', () => {
  it('derives the resized siblings and a srcset', () => {
    expect(imageAtWidth('/uploads/products/abc.webp', 320)).toBe('/uploads/products/abc-320.webp');
    expect(imageAtWidth('/uploads/products/abc.webp', 960)).toBe('/uploads/products/abc.webp');
    expect(imageSrcSet('/uploads/products/abc.webp')).toBe(
      '/uploads/products/abc-320.webp 320w, /uploads/products/abc-640.webp 640w, /uploads/products/abc.webp 960w',
    );
    expect(imageSrcSet('https://elsewhere.example/x.jpg')).toBeUndefined();
    expect(imageOrPlaceholder('')).toBe(PLACEHOLDER_IMAGE);
  });
});

describe('purity fits the metal', () => {
  it('gives karats to gold, 925 to silver and PT950 to platinum', () => {
    expect(purityFitsMaterial('Yellow Gold', '22KT')).toBe(true);
    expect(purityFitsMaterial('Silver', '925 Sterling')).toBe(true);
    expect(purityFitsMaterial('Silver', '18KT')).toBe(false);
    expect(purityFitsMaterial('Platinum', 'PT950')).toBe(true);
    expect(purityFitsMaterial('Rose Gold', 'PT950')).toBe(false);
  });
});

describe('the zoom file of a stored picture (docs/decisions/111)', () => {
  it('is the URL with -1600, behind the image base; other URLs are left alone', () => {
    expect(zoomImageSrc('/uploads/products/a.webp')).toBe('/uploads/products/a-1600.webp');
    expect(zoomImageSrc('/placeholder.svg')).toBe('/placeholder.svg');
    setImageBase('https://cdn.aurelia.test/');
    try {
      expect(zoomImageSrc('/uploads/demo/x.webp')).toBe('https://cdn.aurelia.test/uploads/demo/x-1600.webp');
    } finally {
      setImageBase('');
    }
  });
});
