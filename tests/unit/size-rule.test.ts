/**
 * The one size rule (src/domain/sizes.ts, decision 120): the server's cart, the browser's bag and the back office
 * read a ring's or a bangle's size alike — trimmed, inner spaces as one, case aside — and keep the variant's spelling.
 */
import { describe, expect, it } from 'vitest';
import { chooseSize, distinctSizes, findSize, normaliseSize, sameSize, sizeKey } from '#domain/sizes';
import { resolveSize } from '#web/features/cart/cart-lines';
import { AddProductInput } from '#domain/schemas/admin-product';

describe('the size rule', () => {
  it('compares sizes trimmed, with inner spaces as one, without case', () => {
    expect(normaliseSize('  Free   Size ')).toBe('Free Size');
    expect(sizeKey(' 2.4\t')).toBe('2.4');
    expect(sameSize('Free Size', ' free  SIZE ')).toBe(true);
    expect(sameSize('M', 'm')).toBe(true);
    expect(sameSize('12', '1 2')).toBe(false);
    expect(sameSize('2.4', '2.40')).toBe(false);
  });

  it("finds the variant's own spelling", () => {
    expect(findSize(['6', 'Free Size'], 'FREE SIZE ')).toBe('Free Size');
    expect(findSize(['6', '7'], ' 7')).toBe('7');
    expect(findSize(['6', '7'], '8')).toBeUndefined();
  });

  it('chooses the size a line is kept under', () => {
    expect(chooseSize([], ' 7 ')).toEqual({ ok: true, size: '' });
    expect(chooseSize(['M'], undefined)).toEqual({ ok: true, size: 'M' });
    expect(chooseSize(['M'], '   ')).toEqual({ ok: true, size: 'M' });
    expect(chooseSize(['S', 'M'], ' m ')).toEqual({ ok: true, size: 'M' });
    expect(chooseSize(['S', 'M'], null)).toEqual({ ok: false, reason: 'required' });
    expect(chooseSize(['S', 'M'], 'L')).toEqual({ ok: false, reason: 'unavailable' });
    expect(chooseSize(['M'], 'L')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('keeps a size named twice once, with its first spelling', () => {
    expect(distinctSizes([' 12 ', 'Free  Size', '12', 'free size', '', 'm', 'M'])).toEqual([
      '12',
      'Free Size',
      'm',
    ]);
  });

  it('is the rule of the browser bag and of the back office', () => {
    expect(resolveSize({ size: ['S', 'Free Size'] }, ' free size')).toEqual({ size: 'Free Size' });
    expect(resolveSize({ size: ['S', 'M'] }, 'm ')).toEqual({ size: 'M' });
    expect(resolveSize({ size: ['S', 'M'] }, 'L')).toEqual({
      error: 'That size is not available for this piece.',
    });
    const input = AddProductInput.parse({
      title: 'Size Ring',
      categoryId: '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c11',
      variants: [
        {
          metalColor: 'Yellow Gold',
          purity: '18KT',
          sku: 'SZ-1',
          totalPrice: 100,
          size: ' 6 , free  size, 6, FREE SIZE',
        },
      ],
    });
    expect(input.variants[0]!.size).toEqual(['6', 'free size']);
  });
});
