/**
 * With S3_PUBLIC_URL, pages load pictures from the CDN while stored and API URLs stay relative: the public address
 * is put in front only when a URL becomes a src or srcset (domain/images.ts, docs/decisions/103).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrc, imageSrcSet, setImageBase } from '#domain/images';

afterEach(() => setImageBase(''));

describe('the image base', () => {
  it('is nothing by default: pictures come from the shop', () => {
    expect(imageSrc('/uploads/products/a.webp')).toBe('/uploads/products/a.webp');
    expect(imageAtWidth('/uploads/products/a.webp', 320)).toBe('/uploads/products/a-320.webp');
  });

  it('puts S3_PUBLIC_URL in front of every stored picture’s src and srcset', () => {
    setImageBase('https://cdn.aurelia.test/');
    expect(imageSrc('/uploads/products/a.webp')).toBe('https://cdn.aurelia.test/uploads/products/a.webp');
    expect(imageAtWidth('/uploads/products/a.webp', 320)).toBe(
      'https://cdn.aurelia.test/uploads/products/a-320.webp',
    );
    expect(imageAtWidth('/uploads/products/a.webp', 960)).toBe(
      'https://cdn.aurelia.test/uploads/products/a.webp',
    );
    expect(imageSrcSet('/uploads/products/a.webp')).toBe(
      'https://cdn.aurelia.test/uploads/products/a-320.webp 320w, ' +
        'https://cdn.aurelia.test/uploads/products/a-640.webp 640w, ' +
        'https://cdn.aurelia.test/uploads/products/a.webp 960w',
    );
  });

  it('leaves other pictures alone (the placeholder, outside addresses)', () => {
    setImageBase('https://cdn.aurelia.test');
    expect(imageSrc('/placeholder.svg')).toBe('/placeholder.svg');
    expect(imageSrc('https://elsewhere.example/x.jpg')).toBe('https://elsewhere.example/x.jpg');
    expect(imageAtWidth('/placeholder.svg', 320)).toBe('/placeholder.svg');
  });
});
