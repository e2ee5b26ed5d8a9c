/**
 * A rate change reprices at once, everywhere (issue 16 item 3, docs/decisions/092): rate-linked variants of the
 * changed rate only — never fixed ones — on the product reply (with a breakup that adds up), listings (sort and
 * price filter), search, the sitemap's lastmod, the JSON-LD offers and an open cart. A checkout session opened
 * before keeps its price, and a paid order keeps what was paid.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser } from '#tests/helpers/users';
import { addToCart, buyCart, createCheckout, payAndPlace } from '#tests/helpers/buying';
import { addCategory, addProduct, call, multipart, png, type AdminTestContext } from '../admin/helpers';
import { ListingReply, ProductReply, SearchReply, type ProductDto } from '#domain/schemas/catalog';
import { CartReply } from '#domain/schemas/cart';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import { MyOrdersReply } from '#domain/schemas/orders';
import { products } from '#server/db/schema';
import { rupeesToPaise } from '#domain/money';

/** The parts add up to the total, to the paisa. */
function expectAddsUp(b: NonNullable<ProductDto['variants'][number]['priceBreakup']>) {
  expect(
    rupeesToPaise(b.metal) +
      rupeesToPaise(b.making) +
      rupeesToPaise(b.stones) -
      rupeesToPaise(b.discount) +
      rupeesToPaise(b.gst),
  ).toBe(rupeesToPaise(b.total));
}

const jsonLdOffers = (html: string) => {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
  return (JSON.parse(block) as { offers: Array<{ price: string; sku?: string }> }).offers;
};

const lastmodOf = (xml: string, slug: string) =>
  new RegExp(`/products/${slug}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)![1]!;

describe('a rate change reprices rate-linked pieces everywhere', () => {
  let t: TestApp;
  let ctx: AdminTestContext;
  let webRoot: string;
  let categoryId: string;
  let ring: ProductDto; // 22KT rate-linked (10% off) + a 22KT fixed variant
  let pendant: ProductDto; // 18KT rate-linked, per-gram making, a diamond
  let bangle: ProductDto; // 22KT fixed

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-rates-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body>APP</body></html>',
    );
    t = await createTestApp({ build: { webRoot } });
    const admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
    const shopper = await createUser(t.app);
    ctx = { t, app: t.app, admin, shopper };
    const rates = await call(t.app, admin, 'PUT', '/api/admin/rates', {
      rates: [
        { metal: 'gold', purity: '22KT', ratePerGram: 10000 },
        { metal: 'gold', purity: '18KT', ratePerGram: 8000 },
      ],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    categoryId = (await addCategory(ctx, 'Rate Rings', await png('#aa7733')))._id;
    const base = (sku: string) => ({ metalColor: 'Yellow Gold', purity: '22KT', sku, stock: 10 });
    ring = await addProduct(ctx, {
      title: 'Rate Linked Band',
      category: categoryId,
      variants: [
        {
          ...base('RL-BAND-22'),
          pricingMode: 'rate',
          weightInGrams: 4,
          makingCharge: { type: 'percent', value: 10 },
          stoneValue: 0,
          discount: { type: 'percentage', value: 10 },
        },
        { ...base('RL-BAND-FIXED'), totalPrice: 45000 },
      ],
    });
    pendant = await addProduct(ctx, {
      title: 'Diamond Drop Pendant',
      category: categoryId,
      certificate: { lab: 'IGI', number: 'LG600123456', url: 'https://www.igi.org/verify/LG600123456' },
      variants: [
        {
          ...base('RL-PEND-18'),
          purity: '18KT',
          pricing: { mode: 'rate', makingCharge: { type: 'per_gram', value: 500 }, stoneValue: 20000 },
          weight: 5,
        },
      ],
    });
    bangle = await addProduct(ctx, {
      title: 'Fixed Price Bangle',
      category: categoryId,
      variants: [{ ...base('FX-BANGLE-22'), totalPrice: 30000 }],
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const product = async (p: ProductDto) =>
    ProductReply.parse((await call(t.app, null, 'GET', `/api/product/get-product/${p.slug}`)).json()).product;
  const listing = async (query: string) =>
    ListingReply.parse(
      (
        await call(t.app, null, 'GET', `/api/product/get-products-filtered?categoryId=${categoryId}&${query}`)
      ).json(),
    ).products.map((p) => p.title);

  it('prices a rate-linked variant from the rate and explains it; a fixed one has no breakup', async () => {
    const [rate, fixed] = ring.variants;
    // 4 g × ₹10,000 = ₹40,000; making 10% = ₹4,000; ₹44,000 + 3% GST = ₹45,320.
    expect(rate).toMatchObject({
      price: 45320,
      weight: 4,
      pricing: { mode: 'rate', makingCharge: { type: 'percent', value: 10 }, stoneValue: 0 },
    });
    expect(rate!.priceBreakup).toMatchObject({ metal: 40000, making: 4000, stones: 0, ratePerGram: 10000 });
    // The total is the discounted price every screen shows: ₹45,320 − 10% = ₹40,788.
    expect(rate!.priceBreakup!.total).toBe(40788);
    expect(rate!.priceBreakup!.discount).toBeGreaterThan(0);
    expectAddsUp(rate!.priceBreakup!);
    expect(fixed).toMatchObject({ price: 45000, pricing: { mode: 'fixed' }, priceBreakup: null });
    // 5 g × ₹8,000 = ₹40,000; ₹500/g = ₹2,500; diamond ₹20,000; ₹62,500 + 3% = ₹64,375.
    expect(pendant.variants[0]).toMatchObject({
      price: 64375,
      pricing: { mode: 'rate', makingCharge: { type: 'per_gram', value: 500 }, stoneValue: 20000 },
      priceBreakup: { metal: 40000, making: 2500, stones: 20000, discount: 0, gst: 1875, total: 64375 },
    });
    expect(pendant.certificate).toEqual({
      lab: 'IGI',
      number: 'LG600123456',
      url: 'https://www.igi.org/verify/LG600123456',
    });
    expect(bangle.certificate).toBeNull();
  });

  it('refuses a rate-linked variant whose rate is not set, or without a weight — and creates nothing', async () => {
    const before = (await t.app.db.select({ n: count() }).from(products))[0]!.n;
    const form = async (variant: Record<string, unknown>) => {
      const files = { mainImage: await png('#123456') };
      return call(
        t.app,
        ctx.admin,
        'POST',
        '/api/product/add-product',
        multipart({ product: { title: 'No Rate Yet', category: categoryId, variants: [variant] } }, files),
      );
    };
    let res = await form({
      metalColor: 'Rose Gold',
      purity: '14KT',
      sku: 'NR-14',
      pricingMode: 'rate',
      weight: 3,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'There is no rate for 14KT gold yet. Set it under Metal rates first.',
      errors: [{ path: 'variants.0.purity' }],
    });
    res = await form({ metalColor: 'Yellow Gold', purity: '22KT', sku: 'NR-22', pricingMode: 'rate' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'A piece priced from the metal rate needs its weight in grams (more than 0).',
    );
    // A fixed discount above the computed price (₹45,320 at 4 g).
    res = await form({
      metalColor: 'Yellow Gold',
      purity: '22KT',
      sku: 'NR-DISC',
      pricingMode: 'rate',
      weight: 4,
      makingCharge: { type: 'percent', value: 10 },
      discount: { type: 'fixed', value: 50000 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'variants.0.discount.value' });
    expect((await t.app.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
  });

  it('moves the 22KT rate-linked prices only, everywhere, while carts follow and paid prices stay', async () => {
    // Before: a cart, an open checkout and a paid order — all at the old rate.
    const [bandRate, bandFixed] = ring.variants;
    const cartShopper = await createUser(t.app);
    await addToCart(t.app, cartShopper, { productId: ring._id, variantId: bandRate!._id });
    await call(t.app, cartShopper, 'GET', '/api/cart/getUserCart');

    const checkoutShopper = await createUser(t.app);
    await addToCart(t.app, checkoutShopper, { productId: ring._id, variantId: bandRate!._id });
    const open = await createCheckout(t.app, checkoutShopper);
    expect(open.statusCode, open.body).toBe(200);
    const openId = CreateCheckoutReply.parse(open.json()).id;

    const payer = await createUser(t.app);
    await addToCart(t.app, payer, { productId: ring._id, variantId: bandRate!._id });
    const paid = await buyCart(t.app, payer);
    expect(paid.totalAmount).toBe(40788);

    // Then every cache is warmed at the old rate (after the order, whose stock change clears them).
    expect(await listing('sort=price_asc')).toEqual([
      'Fixed Price Bangle',
      'Rate Linked Band',
      'Diamond Drop Pendant',
    ]);
    expect(await listing('minPrice=65000')).toEqual([]);
    await call(t.app, null, 'GET', '/api/product/search?q=rate%20linked');
    // The sitemap's products file (the demo catalogue fits one; /sitemap.xml is its index).
    const sitemapBefore = (await call(t.app, null, 'GET', '/sitemaps/products-1.xml')).body;
    expect(jsonLdOffers((await call(t.app, null, 'GET', `/products/${ring.slug}`)).body)[0]!.price).toBe(
      '40788.00',
    );

    expect((await product(ring)).variants[0]!.price).toBe(45320);
    await new Promise((r) => setTimeout(r, 10));
    const res = await call(t.app, ctx.admin, 'PUT', '/api/admin/rates', {
      rates: [
        { metal: 'gold', purity: '22KT', ratePerGram: 16000 },
        { metal: 'gold', purity: '18KT', ratePerGram: 8000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);

    // The product: 4 g × ₹16,000 = ₹64,000 + 10% = ₹70,400 + 3% = ₹72,512; 10% off → ₹65,260.80.
    const band = await product(ring);
    expect(band.variants[0]).toMatchObject({
      price: 72512,
      priceBreakup: { metal: 64000, ratePerGram: 16000 },
    });
    expect(band.variants[0]!.priceBreakup!.total).toBe(65260.8);
    expectAddsUp(band.variants[0]!.priceBreakup!);
    // Fixed pieces never move; the 18KT pendant's rate did not change.
    expect(band.variants[1]).toMatchObject({ _id: bandFixed!._id, price: 45000, priceBreakup: null });
    expect((await product(bangle)).variants[0]!.price).toBe(30000);
    expect((await product(pendant)).variants[0]!.price).toBe(64375);

    // Listings sort and filter by the new price.
    expect(await listing('sort=price_asc')).toEqual([
      'Fixed Price Bangle',
      'Diamond Drop Pendant',
      'Rate Linked Band',
    ]);
    expect(await listing('minPrice=65000')).toEqual(['Rate Linked Band']);
    // Search.
    const found = SearchReply.parse(
      (await call(t.app, null, 'GET', '/api/product/search?q=rate%20linked')).json(),
    );
    expect(found.results.products.find((p) => p._id === ring._id)!.variants[0]!.price).toBe(72512);
    // The sitemap says the band's page changed; the bangle's did not.
    const sitemapAfter = (await call(t.app, null, 'GET', '/sitemaps/products-1.xml')).body;
    expect(lastmodOf(sitemapAfter, ring.slug) > lastmodOf(sitemapBefore, ring.slug)).toBe(true);
    expect(lastmodOf(sitemapAfter, bangle.slug)).toBe(lastmodOf(sitemapBefore, bangle.slug));
    // Structured data.
    expect(jsonLdOffers((await call(t.app, null, 'GET', `/products/${ring.slug}`)).body)[0]!.price).toBe(
      '65260.80',
    );
    // An open cart shows the new price.
    const cart = CartReply.parse(
      (await call(t.app, cartShopper, 'GET', '/api/cart/getUserCart')).json(),
    ).cart;
    expect(cart.items[0]!.variantDetails).toMatchObject({ price: 65260.8, originalPrice: 72512 });

    // The checkout opened before keeps its price when it is paid now.
    const late = await payAndPlace(t.app, checkoutShopper, openId);
    expect(late.totalAmount).toBe(40788);
    expect(late.cartItems[0]!.priceAtPurchase).toBe(40788);
    // The paid order keeps what was paid.
    const mine = MyOrdersReply.parse((await call(t.app, payer, 'GET', '/api/order/my-orders')).json());
    expect(mine.orders[0]).toMatchObject({ totalAmount: 40788 });
    expect(mine.orders[0]!.cartItems[0]!.priceAtPurchase).toBe(40788);
  });

  it('reprices a variant switched to rate on edit, and keeps a switched-back fixed price', async () => {
    const edit = (variant: Record<string, unknown>) =>
      call(
        t.app,
        ctx.admin,
        'PUT',
        `/api/product/update-product/${bangle._id}`,
        multipart({
          product: {
            title: bangle.title,
            category: categoryId,
            mainImage: bangle.mainImage,
            variants: [variant],
          },
        }),
      );
    const v = bangle.variants[0]!;
    let res = await edit({
      _id: v._id,
      metalColor: v.material,
      purity: v.purity,
      sku: v.sku,
      pricingMode: 'rate',
      weight: 2,
      makingCharge: { type: 'percent', value: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 2 g × ₹16,000 = ₹32,000 + 12% = ₹35,840 + 3% = ₹36,915.20 → ₹36,915.
    expect(res.json().product.variants[0]).toMatchObject({ price: 36915, pricing: { mode: 'rate' } });
    // An old client that knows nothing of rates sends a price: the variant stays rate-linked at today's price.
    res = await edit({ _id: v._id, metalColor: v.material, purity: v.purity, sku: v.sku, totalPrice: 1 });
    expect(res.json().product.variants[0]).toMatchObject({ price: 36915, pricing: { mode: 'rate' } });
    res = await edit({
      _id: v._id,
      metalColor: v.material,
      purity: v.purity,
      sku: v.sku,
      pricingMode: 'fixed',
      price: 30000,
    });
    expect(res.json().product.variants[0]).toMatchObject({
      price: 30000,
      pricing: { mode: 'fixed' },
      priceBreakup: null,
    });
    // Certificates: set, kept when absent, removed with null.
    const put = (extra: Record<string, unknown>) =>
      call(
        t.app,
        ctx.admin,
        'PUT',
        `/api/product/update-product/${bangle._id}`,
        multipart({
          product: {
            title: bangle.title,
            category: categoryId,
            mainImage: bangle.mainImage,
            variants: [{ _id: v._id, metalColor: v.material, purity: v.purity, sku: v.sku, price: 30000 }],
            ...extra,
          },
        }),
      );
    expect(
      (await put({ certificateLab: 'GIA', certificateNumber: '2141438171' })).json().product.certificate,
    ).toEqual({
      lab: 'GIA',
      number: '2141438171',
      url: null,
    });
    expect((await put({})).json().product.certificate).toMatchObject({ lab: 'GIA' });
    const bad = await put({ certificate: { lab: 'GIA', number: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A certificate needs both its lab and its number.');
    expect(
      (await put({ certificate: { lab: 'IGI', number: '1', url: 'javascript:alert(1)' } })).statusCode,
    ).toBe(400);
    expect((await put({ certificate: null })).json().product.certificate).toBeNull();
  });

  it('refuses a rate that would price a piece above the shop’s maximum, and changes nothing', async () => {
    const heavy = await addProduct(ctx, {
      title: 'Temple Necklace',
      category: categoryId,
      variants: [
        {
          metalColor: 'Yellow Gold',
          purity: '18KT',
          sku: 'HEAVY-18',
          pricingMode: 'rate',
          weight: 900,
          stock: 1,
        },
      ],
    });
    const res = await call(t.app, ctx.admin, 'PUT', '/api/admin/rates', {
      rates: [{ metal: 'gold', purity: '18KT', ratePerGram: 99000 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('HEAVY-18');
    expect((await product(heavy)).variants[0]!.priceBreakup!.ratePerGram).toBe(8000);
    expect((await product(pendant)).variants[0]!.price).toBe(64375);
  });
});
