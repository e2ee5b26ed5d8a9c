import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import {
  createProduct,
  setProductStatus,
  setStock,
  stockOf,
  type MadeProduct,
} from '#tests/helpers/catalog-fixtures';
import { VALID_ADDRESS, addToCart, createCheckout } from '#tests/helpers/buying';
import { CreateCheckoutReply, SandboxSessionReply } from '#domain/schemas/payments';
import { paymentSessions } from '#server/db/schema';

describe('create-checkout with the built-in test provider', () => {
  let t: TestApp;
  let ring: MadeProduct;
  let chain: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    ring = await createProduct(t.app, {
      title: 'Solitaire Ring',
      variants: [
        {
          material: 'White Gold',
          purity: '18KT',
          sizes: ['6', '7'],
          pricePaise: 4_000_000,
          discountType: 'fixed',
          discountValue: 250_000, // ₹2,500 off
          stock: 50,
          images: ['/uploads/test/white.webp'],
        },
      ],
    });
    chain = await createProduct(t.app, {
      title: 'Rope Chain',
      variants: [{ material: 'Yellow Gold', purity: '22KT', pricePaise: 1_999_950, stock: 50 }],
    });
  });
  afterAll(async () => t?.close());

  async function shopperWithCart(): Promise<TestUser> {
    const user = await createUser(t.app);
    await addToCart(t.app, user, {
      productId: ring.id,
      variantId: ring.variants[0]!.id,
      quantity: 2,
      selectedSize: '7',
      price: 1,
    });
    await addToCart(t.app, user, { productId: chain.id, variantId: chain.variants[0]!.id, price: 0.01 });
    return user;
  }

  it('needs a signed-in shopper', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      payload: { shippingAddress: VALID_ADDRESS },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty cart', async () => {
    const user = await createUser(t.app);
    const res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty. Please add items before checking out.');
  });

  it('refuses a missing address field, a bad PIN, phone or country, and another payment method', async () => {
    const user = await shopperWithCart();
    for (const field of ['fullName', 'addressLine1', 'city', 'state', 'zipCode', 'phoneNumber'] as const) {
      const res = await createCheckout(t.app, user, { ...VALID_ADDRESS, [field]: '  ' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe('Please fill in all required shipping address fields.');
      expect(res.json().errors).toEqual([
        { path: `shippingAddress.${field}`, message: 'Please fill in all required shipping address fields.' },
      ]);
    }
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      headers: user.headers,
      payload: { paymentMethod: 'card' },
    });
    expect(res.json().message).toBe('Please fill in all required shipping address fields.');
    res = await createCheckout(t.app, user, { ...VALID_ADDRESS, zipCode: '40002' });
    expect(res.json().message).toBe('Please enter a valid 6-digit PIN code.');
    res = await createCheckout(t.app, user, { ...VALID_ADDRESS, phoneNumber: '12345' });
    expect(res.json().message).toBe('Please enter a valid 10-digit mobile number.');
    res = await createCheckout(t.app, user, { ...VALID_ADDRESS, country: 'Nepal' });
    expect(res.json().message).toBe('We currently ship within India only.');
    res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      headers: user.headers,
      payload: { paymentMethod: 'upi', shippingAddress: VALID_ADDRESS },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Card is the only payment method.');
    expect(await t.app.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id))).toEqual(
      [],
    );
  });

  it('keeps a priced snapshot of the SERVER cart and the address, and answers the sandbox page URL', async () => {
    const user = await shopperWithCart();
    const res = await createCheckout(t.app, user, {
      ...VALID_ADDRESS,
      country: undefined,
      zipCode: '400 002',
    });
    expect(res.statusCode).toBe(200);
    const body = CreateCheckoutReply.parse(res.json());
    expect(body.provider).toBe('test');
    expect(body.id).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(body.url).toBe(`http://shop.test/payment-sandbox/${body.id}`);

    const [row] = await t.app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, body.id));
    expect(row).toMatchObject({
      userId: user.id,
      provider: 'test',
      status: 'open',
      amountPaise: 2 * 3_750_000 + 1_999_950,
      currency: 'INR',
      customerEmail: user.email,
      shippingAddress: {
        fullName: 'Asha Menon',
        addressLine1: '12, Marine Drive',
        addressLine2: 'Flat 4B',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400002',
        country: 'India',
        phoneNumber: '9876543210',
      },
    });
    expect(row!.lines).toEqual([
      {
        productId: ring.id,
        variantId: ring.variants[0]!.id,
        name: 'Solitaire Ring',
        image: '/uploads/test/white.webp',
        material: 'White Gold',
        purity: '18KT',
        selectedSize: '7',
        sku: ring.variants[0]!.sku,
        quantity: 2,
        unitPricePaise: 3_750_000,
        // For the tax invoice (docs/decisions/093): the price before the ring's discount.
        weightGrams: 0,
        listPricePaise: 4_000_000,
      },
      {
        productId: chain.id,
        variantId: chain.variants[0]!.id,
        name: 'Rope Chain',
        image: expect.stringMatching(/^\/uploads\/test\//),
        material: 'Yellow Gold',
        purity: '22KT',
        selectedSize: '',
        sku: chain.variants[0]!.sku,
        quantity: 1,
        unitPricePaise: 1_999_950,
        weightGrams: 0,
        listPricePaise: 1_999_950,
      },
    ]);
    // Checkout takes no stock and leaves the cart alone.
    expect(await stockOf(t.app, ring.variants[0]!.id)).toBe(50);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/getUserCart', headers: user.headers });
    expect(cart.json().cart.items).toHaveLength(2);
  });

  it('refuses a line that ran out, exceeds the stock or was taken off sale, naming it', async () => {
    const piece = await createProduct(t.app, { title: 'Tennis Bracelet', variants: [{ stock: 4 }] });
    const user = await createUser(t.app);
    await addToCart(t.app, user, { productId: piece.id, variantId: piece.variants[0]!.id, quantity: 3 });

    await setStock(t.app, piece.variants[0]!.id, 2);
    let res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 2 of Tennis Bracelet are available. Please update your cart.');
    expect(res.json().errors[0].path).toMatch(/^cart\./);

    await setStock(t.app, piece.variants[0]!.id, 0);
    res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tennis Bracelet is out of stock. Please remove it from your cart.');

    await setStock(t.app, piece.variants[0]!.id, 5);
    await setProductStatus(t.app, piece.id, 'inactive');
    res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Tennis Bracelet is no longer available. Please remove it from your cart.',
    );

    await setProductStatus(t.app, piece.id, 'active');
    res = await createCheckout(t.app, user);
    expect(res.statusCode).toBe(200);
  });

  it('shows the sandbox page its session — to its owner only, and only while the test provider is on', async () => {
    const user = await shopperWithCart();
    const { id } = CreateCheckoutReply.parse((await createCheckout(t.app, user)).json());
    let res = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const { session } = SandboxSessionReply.parse(res.json());
    expect(session).toMatchObject({
      id,
      status: 'open',
      amount: 94_999.5,
      currency: 'INR',
      customerEmail: user.email,
    });
    expect(session.lines[0]).toMatchObject({
      name: 'Solitaire Ring',
      mainImage: '/uploads/test/white.webp',
      selectedSize: '7',
      quantity: 2,
      unitPrice: 37_500,
      lineTotal: 75_000,
    });
    expect(session.shippingAddress.city).toBe('Mumbai');

    const other = await createUser(t.app);
    res = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${id}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${id}` });
    expect(res.statusCode).toBe(401);
    res = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/sbx_nope', headers: user.headers });
    expect(res.statusCode).toBe(404);
  });

  it('has no webhook with the test provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
