/**
 * /api/order/track cannot be used to find someone's order by guessing: order numbers are sequential, so failed
 * look-ups are limited per e-mail-and-address and per address (docs/decisions/081), like logins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { buyCart, fillCart } from '#tests/helpers/buying';
import type { OrderDto } from '#domain/schemas/orders';

describe('order tracking limits', () => {
  let t: TestApp;
  let piece: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'track:5/15m,trackAddress:12/15m' } });
    piece = await createProduct(t.app, {
      title: 'Solitaire Pendant',
      variants: [{ material: 'White Gold', purity: '18KT', sizes: [], stock: 30, pricePaise: 4_500_000 }],
    });
  });
  afterAll(async () => t?.close());

  async function buy(user: TestUser): Promise<OrderDto> {
    await fillCart(t.app, user, [{ productId: piece.id, variantId: piece.variants[0]!.id }]);
    return buyCart(t.app, user);
  }
  const track = (orderId: string | number, email: string, remoteAddress: string) =>
    t.app.inject({
      url: `/api/order/track?orderId=${encodeURIComponent(String(orderId))}&email=${encodeURIComponent(email)}`,
      remoteAddress,
    });

  it("stops guessing an e-mail's order numbers from one address: 429, even for the right number", async () => {
    const victim = await createUser(t.app);
    const order = await buy(victim);
    for (let i = 1; i <= 5; i++) {
      expect((await track(order.orderNumber + 1000 + i, victim.email, '10.20.0.1')).statusCode).toBe(404);
    }
    const limited = await track(order.orderNumber, victim.email, '10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many order look-ups\. Please try again in \d+ minutes?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The shopper, from their own address, still finds it.
    expect((await track(order.orderNumber, victim.email, '10.20.0.2')).statusCode).toBe(200);
  });

  it('stops one address guessing across many e-mails, at a higher ceiling', async () => {
    const shopper = await createUser(t.app);
    const order = await buy(shopper);
    for (let i = 0; i < 12; i++) {
      expect((await track(order.orderNumber, `guess-${i}@example.in`, '10.21.0.1')).statusCode).toBe(404);
    }
    expect((await track(order.orderNumber, shopper.email, '10.21.0.1')).statusCode).toBe(429);
    expect((await track(order.orderNumber, shopper.email, '10.21.0.2')).statusCode).toBe(200);
  });

  it('does not count look-ups that find their order', async () => {
    const shopper = await createUser(t.app);
    const order = await buy(shopper);
    for (let i = 0; i < 15; i++) {
      expect((await track(order.orderNumber, shopper.email, '10.22.0.1')).statusCode).toBe(200);
    }
  });
});
