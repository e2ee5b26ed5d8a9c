/**
 * A product page's schema.org data (seo/product-head.ts, docs/decisions/100): no `aggregateRating` or `review`
 * before the first approved review; once one is approved, both — at once, although the page head is cached
 * until the catalogue changes — and gone again when the review is hidden.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { ReviewCreatedReply } from '#domain/schemas/reviews';
import type { AdminTestContext } from '../admin/helpers';
import { GOOD_REVIEW, jsonLd, moderate, orderOf, postReview } from './helpers';

describe('reviews in the product page’s schema.org data', () => {
  let ctx: AdminTestContext;
  let webRoot: string;
  let ring: MadeProduct;
  let buyer: TestUser;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'aurelia-reviews-seo-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--></head><body>APP</body></html>',
    );
    const t = await createTestApp({ build: { webRoot } });
    ctx = {
      t,
      app: t.app,
      admin: await createUser(t.app, { role: 'admin', name: 'Meera Admin' }),
      shopper: await createUser(t.app),
    };
    ring = await createProduct(ctx.app, { title: 'Schema Ring' });
    buyer = await createUser(ctx.app, { name: 'Kavya Rao' });
    await orderOf(ctx, buyer, ring);
  });
  afterAll(async () => {
    await ctx?.t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const productLd = async () => {
    const res = await ctx.app.inject({ url: `/products/${ring.slug}` });
    expect(res.statusCode).toBe(200);
    const product = jsonLd(res.body).find((b) => b['@type'] === 'Product');
    expect(product).toBeDefined();
    return product!;
  };

  it('has neither aggregateRating nor review while nothing is approved', async () => {
    const product = await productLd();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    // A pending review changes nothing.
    const res = await postReview(ctx.app, buyer, ring.id, {
      ...GOOD_REVIEW,
      rating: 4,
      title: 'Lovely <b>ring</b>',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await productLd()).not.toHaveProperty('aggregateRating');
  });

  it('names the rating and the newest reviews once one is approved, and drops them when it is hidden', async () => {
    const [review] = (
      await ctx.app.inject({ url: '/api/admin/reviews?status=pending', headers: ctx.admin.headers })
    ).json().reviews as Array<{ _id: string }>;
    expect((await moderate(ctx.app, ctx.admin, review!._id, 'approved')).statusCode).toBe(200);

    const html = (await ctx.app.inject({ url: `/products/${ring.slug}` })).body;
    // The reviewer's words are data, never markup: nothing closes the script block early.
    expect(html).not.toContain('<b>ring</b>');
    const product = jsonLd(html).find((b) => b['@type'] === 'Product')!;
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        name: 'Lovely <b>ring</b>',
        reviewBody: GOOD_REVIEW.text,
        author: { '@type': 'Person', name: 'Kavya R.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      }),
    ]);

    expect((await moderate(ctx.app, ctx.admin, review!._id, 'hidden')).statusCode).toBe(200);
    const after = await productLd();
    expect(after).not.toHaveProperty('aggregateRating');
    expect(after).not.toHaveProperty('review');
  });

  it('never lists more than the newest five reviews', async () => {
    for (let i = 0; i < 6; i++) {
      const shopper = await createUser(ctx.app, { name: `Buyer ${i}` });
      await orderOf(ctx, shopper, ring);
      const res = await postReview(ctx.app, shopper, ring.id, { ...GOOD_REVIEW, title: `Review ${i}` });
      const id = ReviewCreatedReply.parse(res.json()).review._id;
      await moderate(ctx.app, ctx.admin, id, 'approved');
    }
    const product = await productLd();
    expect(product.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 6 });
    expect(product.review).toHaveLength(5);
  });
});
