/**
 * The rules the buying screens apply before (or instead of) asking the server: cart sums in paise, the quantity
 * buttons' limits, the size a new line gets, the checkout's step states, the wishlist's Add to Bag, and how
 * orders read (date, status colour).
 */
import { describe, expect, it } from 'vitest';
import type { VariantDto } from '#domain/schemas/catalog';
import {
  cartCount,
  cartSubtotal,
  lineKey,
  lineTotal,
  quantityLimits,
  resolveSize,
} from '#web/features/cart/cart-lines';
import type { CartLine } from '#web/features/cart/cart-line';
import { currentStep, stepStatus } from '#web/features/checkout/checkout-steps';
import { addToBagPlan } from '#web/features/wishlist/add-to-bag-plan';
import { formatOrderDate, lineDetails, statusTone } from '#web/features/orders/order-text';

const line = (
  over: Partial<CartLine> & { price?: number; stock?: number; size?: string } = {},
): CartLine => ({
  productId: 'p',
  variantId: over.variantId ?? 'v',
  quantity: over.quantity ?? 1,
  name: 'Halo Ring',
  mainImage: '/placeholder.svg',
  _id: over._id,
  available: over.available,
  variantDetails: {
    material: 'Rose Gold',
    purity: '18KT',
    selectedSize: over.size,
    price: over.price ?? 100,
    stock: over.stock,
  },
});

const variant = (over: Partial<VariantDto> = {}): VariantDto => ({
  _id: 'v1',
  material: 'Yellow Gold',
  purity: '22KT',
  size: [],
  price: 1000,
  discount: { type: null, value: 0 },
  sku: 'SKU-1',
  stock: 5,
  inStock: true,
  weight: 2,
  images: [],
  pricing: { mode: 'fixed', makingCharge: { type: 'percent', value: 0 }, stoneValue: 0 },
  priceBreakup: null,
  ...over,
});

describe('cart lines', () => {
  it('sums prices with paise precision', () => {
    const lines = [line({ price: 0.1, quantity: 1 }), line({ price: 0.2, quantity: 1, variantId: 'w' })];
    expect(cartSubtotal(lines)).toBe(0.3);
    expect(cartSubtotal([line({ price: 45999.99, quantity: 3 })])).toBe(137999.97);
    expect(lineTotal(line({ price: 1499.5, quantity: 2 }))).toBe(2999);
    expect(cartCount([line({ quantity: 2 }), line({ quantity: 3, variantId: 'w' })])).toBe(5);
  });

  it('keys server lines by id and guest lines by variant and size', () => {
    expect(lineKey(line({ _id: 'line-1' }))).toBe('line-1');
    expect(lineKey(line({ size: '7' }))).toBe('v|7');
    expect(lineKey(line())).toBe('v|');
  });

  it('stops minus at 1 and plus at the stock (docs/shop/storefront.md §5)', () => {
    expect(quantityLimits(line({ quantity: 1, stock: 3 }))).toEqual({
      canDecrease: false,
      canIncrease: true,
      atStock: false,
    });
    expect(quantityLimits(line({ quantity: 3, stock: 3 }))).toMatchObject({
      canDecrease: true,
      canIncrease: false,
    });
    expect(quantityLimits(line({ quantity: 4, stock: 2 }))).toMatchObject({
      canIncrease: false,
      atStock: true,
    });
    // Unknown stock (an old guest line) does not block; the server still checks.
    expect(quantityLimits(line({ quantity: 9 })).canIncrease).toBe(true);
    // A piece taken off sale can be lowered or removed, not raised.
    expect(quantityLimits(line({ quantity: 2, stock: 5, available: false })).canIncrease).toBe(false);
  });

  it('gives a new line the size the server would', () => {
    expect(resolveSize(variant({ size: [] }), '7')).toEqual({ size: '' });
    expect(resolveSize(variant({ size: ['6'] }), undefined)).toEqual({ size: '6' });
    expect(resolveSize(variant({ size: ['6', '7'] }), '7')).toEqual({ size: '7' });
    expect(resolveSize(variant({ size: ['6', '7'] }), undefined)).toEqual({ error: 'Please choose a size.' });
    expect(resolveSize(variant({ size: ['6', '7'] }), '9')).toEqual({
      error: 'That size is not available for this piece.',
    });
  });
});

describe('checkout steps', () => {
  it('starts a guest at step 1 and a signed-in shopper at step 2 with step 1 completed', () => {
    expect(currentStep(false, false)).toBe(1);
    expect(currentStep(false, true)).toBe(1);
    expect(currentStep(true, false)).toBe(2);
    expect([1, 2, 3].map((n) => stepStatus(n as 1 | 2 | 3, currentStep(true, false)))).toEqual([
      'completed',
      'active',
      'pending',
    ]);
  });

  it('opens step 3 with a confirmed address, and Change Address sends 3 back to pending', () => {
    expect([1, 2, 3].map((n) => stepStatus(n as 1 | 2 | 3, currentStep(true, true)))).toEqual([
      'completed',
      'completed',
      'active',
    ]);
    expect(stepStatus(3, currentStep(true, false))).toBe('pending');
    expect([1, 2, 3].map((n) => stepStatus(n as 1 | 2 | 3, currentStep(false, false)))).toEqual([
      'active',
      'pending',
      'pending',
    ]);
  });
});

describe('wishlist Add to Bag', () => {
  it('refuses a product without variants or with the first variant sold out', () => {
    expect(addToBagPlan({ variants: [] })).toEqual({
      kind: 'refuse',
      message: 'This product has no selectable variants.',
    });
    expect(addToBagPlan({ variants: [variant({ stock: 0 }), variant({ _id: 'v2', stock: 9 })] })).toEqual({
      kind: 'refuse',
      message: 'This item is currently out of stock.',
    });
  });

  it('adds the first variant, asking for a size only when it has several', () => {
    const first = variant({ size: ['6', '7', '8'] });
    expect(addToBagPlan({ variants: [first, variant({ _id: 'v2' })] })).toEqual({
      kind: 'choose-size',
      variant: first,
      sizes: ['6', '7', '8'],
    });
    const one = variant({ size: ['16'] });
    expect(addToBagPlan({ variants: [one] })).toEqual({ kind: 'add', variant: one, selectedSize: '16' });
    const none = variant();
    expect(addToBagPlan({ variants: [none] })).toEqual({
      kind: 'add',
      variant: none,
      selectedSize: undefined,
    });
  });
});

describe('orders on screen', () => {
  it('shows dates in en-GB long format in India time', () => {
    expect(formatOrderDate('2026-05-15T10:00:00.000Z')).toBe('15 May 2026');
    // 20:00 UTC on 31 Dec is already 1 January in India.
    expect(formatOrderDate('2026-12-31T20:00:00.000Z')).toBe('1 January 2027');
    expect(formatOrderDate('not a date')).toBe('not a date');
  });

  it('colours Delivered green, Shipped blue and every other status yellow', () => {
    expect(statusTone('Delivered')).toBe('green');
    expect(statusTone('Shipped')).toBe('blue');
    expect(['Placed', 'Processing', 'Cancelled'].map(statusTone)).toEqual(['yellow', 'yellow', 'yellow']);
  });

  it('describes a line by metal, purity and size', () => {
    expect(lineDetails({ material: 'Yellow Gold', purity: '22KT', selectedSize: '7' })).toBe(
      'Yellow Gold · 22KT · Size 7',
    );
    expect(lineDetails({ material: 'Silver', purity: '925 Sterling', selectedSize: '' })).toBe(
      'Silver · 925 Sterling',
    );
  });
});
