/**
 * POST /cart/add — the product page's form without JavaScript (docs/decisions/115, docs/api/page-forms.md): into
 * the guest bag's cookie (or a signed-in shopper's server bag), 303 to /cart; back to the product page with a
 * notice when the choice is not complete; 403 from another site; never a 500 on junk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createProduct, setProductStatus, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { guestBagLine } from '#tests/helpers/guest-bag';
import { GuestBagCookieLines } from '#domain/schemas/cart';
import { ErrorReply } from '#domain/schemas/common';
import { decodeGuestBag, encodeGuestBag } from '#domain/guest-bag-cookie';

const SHOP = 'http://shop.test';

describe('POST /cart/add (the product page form without JavaScript)', () => {
  let t: TestApp;
  let ring: MadeProduct;
  let pendant: MadeProduct;
  beforeAll(async () => {
    t = await createTestApp();
    ring = await createProduct(t.app, {
      title: 'Form Solitaire',
      variants: [
        {
          material: 'Rose Gold',
          purity: '18KT',
          sizes: ['6', '7', '8'],
          pricePaise: 5_000_000,
          discountType: 'percentage',
          discountValue: 1000, // 10 %
          stock: 3,
          images: ['/uploads/test/rose.webp'],
        },
        { material: 'Yellow Gold', purity: '22KT', sizes: ['7'], pricePaise: 6_000_000, stock: 0 },
      ],
    });
    pendant = await createProduct(t.app, {
      title: 'Form Pendant',
      variants: [{ material: 'Silver', purity: '925 Sterling', pricePaise: 900_000, stock: 5 }],
    });
  });
  afterAll(async () => t?.close());

  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    payload = new URLSearchParams(fields).toString(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHOP, ...headers },
      payload,
    });

  /** The bag the reply's cookies hold, checked as the server checks it when it renders /cart. */
  const bagOf = (res: Awaited<ReturnType<typeof post>>) => {
    const set = [res.headers['set-cookie'] ?? []].flat();
    expect(set.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/cart', '/checkout']);
    for (const c of set) expect(c).toMatch(/SameSite=Lax/);
    const value = /^aurelia_bag=([^;]*)/.exec(set[0]!)![1]!;
    const lines = decodeGuestBag(`aurelia_bag=${value}`);
    expect(GuestBagCookieLines.safeParse(lines).success).toBe(true);
    return { value, lines: lines as ReturnType<typeof guestBagLine>[] };
  };

  const noticeOf = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location), SHOP);
    return { path: to.pathname, query: Object.fromEntries(to.searchParams) };
  };

  it('adds the chosen piece to the guest bag cookie, priced from the catalogue, and sends the shopper to /cart', async () => {
    const res = await post({
      productId: ring.id,
      metal: 'Rose Gold',
      purity: '18KT',
      size: '7',
      quantity: '2',
      // Never read: a form names a choice, not a price or a variant.
      price: '1',
      variantId: ring.variants[1]!.id,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    expect(res.headers['cache-control']).toBe('no-store');
    const { lines } = bagOf(res);
    expect(lines).toEqual([
      {
        productId: ring.id,
        variantId: ring.variants[0]!.id,
        quantity: 2,
        name: 'Form Solitaire',
        slug: ring.slug,
        mainImage: '/uploads/test/rose.webp',
        variantDetails: {
          material: 'Rose Gold',
          purity: '18KT',
          selectedSize: '7',
          price: 45_000,
          originalPrice: 50_000,
          stock: 3,
          sku: ring.variants[0]!.sku,
        },
      },
    ]);

    // bagOf checked the cookie with GuestBagCookieLines, the check /cart's render applies before showing a bag
    // (decision 112 "The guest bag's cookie copy"); the page itself needs the built app, so the browser test sees
    // it (product-form.spec.ts).
  });

  it('adds to the bag already in the cookie: same piece and size sums, another piece is a new line', async () => {
    const existing = encodeGuestBag([guestBagLine('Another Ring', 1)])!;
    const first = await post(
      { productId: ring.id, metal: 'Rose Gold', size: '8' },
      { cookie: `aurelia_bag=${existing}` },
    );
    const once = bagOf(first);
    expect(once.lines.map((l) => [l.name, l.quantity, l.variantDetails.selectedSize])).toEqual([
      ['Another Ring', 1, '7'],
      ['Form Solitaire', 1, '8'],
    ]);
    const again = await post(
      { productId: ring.id, metal: 'Rose Gold', purity: '18KT', size: '8', quantity: '2' },
      { cookie: `aurelia_bag=${once.value}` },
    );
    expect(bagOf(again).lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Another Ring', 1],
      ['Form Solitaire', 3],
    ]);
    // A fourth would pass the stock of 3: back to the page, the bag unchanged.
    const over = await post(
      { productId: ring.id, metal: 'Rose Gold', size: '8' },
      { cookie: `aurelia_bag=${bagOf(again).value}` },
    );
    expect(noticeOf(over)).toEqual({
      path: `/products/${ring.slug}`,
      query: { notice: 'stock', max: '3', metal: 'Rose Gold', size: '8' },
    });
    expect(over.headers['set-cookie']).toBeUndefined();
  });

  it('a piece with one choice of each needs none: the single metal, purity and no size', async () => {
    const res = await post({ productId: pendant.id });
    expect(bagOf(res).lines).toMatchObject([
      {
        productId: pendant.id,
        variantId: pendant.variants[0]!.id,
        quantity: 1,
        variantDetails: { selectedSize: '', price: 9000 },
      },
    ]);
  });

  it('a missing or impossible choice goes back to the product page with a notice and the choice made', async () => {
    // No size chosen: "Please choose a size." on the page.
    expect(
      noticeOf(await post({ productId: ring.id, metal: 'Rose Gold', purity: '18KT', quantity: '2' })),
    ).toEqual({
      path: `/products/${ring.slug}`,
      query: { notice: 'choose-size', metal: 'Rose Gold', purity: '18KT', quantity: '2' },
    });
    expect(noticeOf(await post({ productId: ring.id, size: '7' })).query).toEqual({
      notice: 'choose-metal',
      size: '7',
    });
    expect(noticeOf(await post({ productId: ring.id, metal: 'Platinum', size: '7' })).query.notice).toBe(
      'unavailable',
    );
    expect(noticeOf(await post({ productId: ring.id, metal: 'Rose Gold', size: '11' })).query.notice).toBe(
      'size-unavailable',
    );
    // Out of stock, and more than the stock.
    expect(noticeOf(await post({ productId: ring.id, metal: 'Yellow Gold', size: '7' })).query.notice).toBe(
      'out-of-stock',
    );
    expect(
      noticeOf(await post({ productId: ring.id, metal: 'Rose Gold', size: '7', quantity: '4' })).query,
    ).toMatchObject({
      notice: 'stock',
      max: '3',
    });
    // A quantity that is not a whole number from 1.
    for (const quantity of ['0', '-1', '1.5', 'two', '99999'])
      expect(
        noticeOf(await post({ productId: ring.id, metal: 'Rose Gold', size: '7', quantity })).query.notice,
        quantity,
      ).toBe('quantity');
  });

  it('a piece taken off sale sends the shopper back to its page; an unknown one is a 404', async () => {
    const gone = await createProduct(t.app, {
      variants: [{ material: 'Silver', purity: '925 Sterling', stock: 2 }],
    });
    await setProductStatus(t.app, gone.id, 'inactive');
    const res = await post({ productId: gone.id });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/products/${gone.slug}`);
    expect(res.headers['set-cookie']).toBeUndefined();

    const unknown = await post({ productId: '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c11' });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorReply.parse(unknown.json()).message).toBe('This product is no longer available.');
  });

  it('refuses a form from another site (403) and one without proof of where it came from', async () => {
    const fields = { productId: pendant.id };
    const sites: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: SHOP, 'sec-fetch-site': 'cross-site' },
      { origin: SHOP, 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'none' },
      { origin: '', referer: 'https://evil.example/page' },
    ];
    for (const headers of sites) {
      const res = await post(fields, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(ErrorReply.parse(res.json()).success).toBe(false);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // What a browser sends with a form on the shop's own page (Referrer-Policy: no-referrer makes its Origin
    // 'null'): its fetch metadata proves it.
    expect((await post(fields, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    // Without fetch metadata, the shop's origin or page, told by the Origin or the Referer, is fine.
    expect((await post(fields, { origin: SHOP })).statusCode).toBe(303);
    expect((await post(fields, { origin: '', referer: `${SHOP}/products/${pendant.slug}` })).statusCode).toBe(
      303,
    );
  });

  it('never answers junk with a 500', async () => {
    const cases: [Record<string, string>, string | undefined, Record<string, string>][] = [
      [{}, '', {}],
      [{}, 'productId=not-a-uuid', {}],
      [{}, 'productId=' + encodeURIComponent('\u0000'), {}],
      [{}, `productId=${pendant.id}&productId=x&size[]=1&metal=%ZZ`, {}],
      [{}, 'x'.repeat(10_000), {}],
      [{}, JSON.stringify({ productId: pendant.id, quantity: 1 }), { 'content-type': 'application/json' }],
      [{}, '[1,2]', { 'content-type': 'application/json' }],
      [{}, 'hello', { 'content-type': 'text/plain' }],
      [{}, '--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' }],
      [
        { productId: pendant.id },
        undefined,
        { cookie: 'aurelia_bag=%7Bnot-json; aurelia_session=abc.def.ghi' },
      ],
    ];
    for (const [fields, payload, headers] of cases) {
      const res = await post(fields, headers, payload);
      expect(res.statusCode, `${payload} ${JSON.stringify(headers)}`).toBeLessThan(500);
      expect(res.statusCode).not.toBe(200);
    }
    // A broken bag cookie is replaced by a bag with the new line.
    const res = await post({ productId: pendant.id }, { cookie: 'aurelia_bag=%7Bnot-json' });
    expect(bagOf(res).lines).toHaveLength(1);
  });
});
