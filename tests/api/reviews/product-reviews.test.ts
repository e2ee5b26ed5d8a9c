/**
 * Reviews through the API (docs/api/catalogue.md "Reviews", docs/api/admin.md "Reviews", docs/decisions/100):
 * who may write one (signed in, a Delivered order of the piece), the rules of the payload, one per shopper and
 * piece, pending until an admin approves, the public list (approved only, paged, average and count), the back
 * office's list and moderation with 401/403, and ratings on every cached product reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AdminReviewsReply,
  MyReviewReply,
  ProductReviewsReply,
  ReviewCreatedReply,
  ReviewModerationReply,
} from '#domain/schemas/reviews';
import { REVIEW_MESSAGES as M } from '#domain/review-constants';
import { CATALOG_MESSAGES, ListingReply, ProductReply } from '#domain/schemas/catalog';
import { reviews } from '#server/db/schema';
import { createProduct, setProductStatus, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { createUser, type TestUser } from '#tests/helpers/users';
import { setupAdminTest, type AdminTestContext } from '../admin/helpers';
import { GOOD_REVIEW, moderate, orderOf, postReview } from './helpers';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('product reviews', () => {
  let ctx: AdminTestContext;
  let ring: MadeProduct;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await setupAdminTest();
    ring = await createProduct(ctx.app, { title: 'Review Ring' });
    buyer = await createUser(ctx.app, { name: 'Asha Menon' });
    await orderOf(ctx, buyer, ring);
  });
  afterAll(async () => ctx?.t.close());

  const list = async (productId: string, query = '') => {
    const res = await ctx.app.inject({ url: `/api/product/${productId}/reviews${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ProductReviewsReply.parse(res.json());
  };
  const productRating = async (productId: string) =>
    ProductReply.parse((await ctx.app.inject({ url: `/api/product/get-product/${productId}` })).json())
      .product.rating;

  it('lists nothing, average 0, for a piece without reviews', async () => {
    expect(await list(ring.id)).toMatchObject({ reviews: [], average: 0, count: 0, total: 0, page: 1 });
    expect(await productRating(ring.id)).toEqual({ average: 0, count: 0 });
  });

  it('answers 404 for an unknown, malformed or inactive product', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const res = await ctx.app.inject({ url: `/api/product/${id}/reviews` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: CATALOG_MESSAGES.productNotFound });
      const post = await postReview(ctx.app, buyer, id, GOOD_REVIEW);
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ success: false, message: CATALOG_MESSAGES.productNotFound });
    }
    const hidden = await createProduct(ctx.app, { status: 'inactive' });
    expect((await ctx.app.inject({ url: `/api/product/${hidden.id}/reviews` })).statusCode).toBe(404);
  });

  it('needs a signed-in shopper to write one (401)', async () => {
    const res = await postReview(ctx.app, null, ring.id, GOOD_REVIEW);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    const mine = await ctx.app.inject({ url: `/api/product/${ring.id}/my-review` });
    expect(mine.statusCode).toBe(401);
  });

  it('refuses a shopper without a delivered order of the piece (403), saying why', async () => {
    const stranger = await createUser(ctx.app);
    const waiting = await createUser(ctx.app);
    await orderOf(ctx, waiting, ring, 'Shipped');
    const cancelled = await createUser(ctx.app);
    await orderOf(ctx, cancelled, ring, 'Cancelled');
    // A delivered order of another piece does not count either.
    const other = await createProduct(ctx.app);
    const elsewhere = await createUser(ctx.app);
    await orderOf(ctx, elsewhere, other);
    for (const who of [stranger, waiting, cancelled, elsewhere]) {
      const res = await postReview(ctx.app, who, ring.id, GOOD_REVIEW);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: M.notVerified });
      const mine = MyReviewReply.parse(
        (await ctx.app.inject({ url: `/api/product/${ring.id}/my-review`, headers: who.headers })).json(),
      );
      expect(mine).toEqual({ success: true, canReview: false, verifiedBuyer: false, review: null });
    }
    expect(await ctx.app.db.select().from(reviews)).toHaveLength(0);
  });

  it('checks the rating, title and text, each with its own message, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...GOOD_REVIEW, rating: 0 }, M.ratingRequired],
      [{ ...GOOD_REVIEW, rating: 6 }, M.ratingRequired],
      [{ ...GOOD_REVIEW, rating: 4.5 }, M.ratingRequired],
      [{ ...GOOD_REVIEW, rating: true }, M.ratingRequired],
      [{ title: GOOD_REVIEW.title, text: GOOD_REVIEW.text }, M.ratingRequired],
      [{ ...GOOD_REVIEW, title: '   ' }, M.titleRequired],
      [{ ...GOOD_REVIEW, title: 'x'.repeat(101) }, M.titleTooLong],
      [{ ...GOOD_REVIEW, text: undefined }, M.textRequired],
      [{ ...GOOD_REVIEW, text: '  too short ' }, M.textTooShort],
      [{ ...GOOD_REVIEW, text: 'x'.repeat(2001) }, M.textTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await postReview(ctx.app, buyer, ring.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBe(message);
    }
    expect(await ctx.app.db.select().from(reviews)).toHaveLength(0);
  });

  let reviewId = '';

  it('takes a verified buyer’s review as pending: not public, not in the rating', async () => {
    const before = MyReviewReply.parse(
      (await ctx.app.inject({ url: `/api/product/${ring.id}/my-review`, headers: buyer.headers })).json(),
    );
    expect(before).toEqual({ success: true, canReview: true, verifiedBuyer: true, review: null });
    // A star sent as form text counts; the title and text are trimmed.
    const res = await postReview(ctx.app, buyer, ring.id, {
      rating: '4',
      title: '  Sparkles all day ',
      text: GOOD_REVIEW.text,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = ReviewCreatedReply.parse(res.json());
    expect(body.message).toBe(M.received);
    expect(body.review).toMatchObject({
      rating: 4,
      title: 'Sparkles all day',
      text: GOOD_REVIEW.text,
      author: 'Asha M.',
      verifiedBuyer: true,
      status: 'pending',
    });
    reviewId = body.review._id;
    expect(await list(ring.id)).toMatchObject({ reviews: [], count: 0 });
    expect(await productRating(ring.id)).toEqual({ average: 0, count: 0 });
    const after = MyReviewReply.parse(
      (await ctx.app.inject({ url: `/api/product/${ring.id}/my-review`, headers: buyer.headers })).json(),
    );
    expect(after).toMatchObject({
      canReview: false,
      verifiedBuyer: true,
      review: { _id: reviewId, status: 'pending' },
    });
  });

  it('takes one review per shopper and piece: a second one is 409 and changes nothing', async () => {
    const res = await postReview(ctx.app, buyer, ring.id, { ...GOOD_REVIEW, rating: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: M.alreadyReviewed });
    const rows = await ctx.app.db.select().from(reviews).where(eq(reviews.productId, ring.id));
    expect(rows.map((r) => r.rating)).toEqual([4]);
  });

  describe('the back office', () => {
    it('refuses guests (401) and shoppers (403) on every admin call, changing nothing', async () => {
      for (const [user, code] of [
        [null, 401],
        [buyer, 403],
      ] as const) {
        const get = await ctx.app.inject({ url: '/api/admin/reviews', headers: user ? user.headers : {} });
        expect(get.statusCode).toBe(code);
        expect(get.json().success).toBe(false);
        expect(typeof get.json().message).toBe('string');
        const put = await moderate(ctx.app, user, reviewId, 'approved');
        expect(put.statusCode).toBe(code);
        expect(put.json().success).toBe(false);
      }
      // A forged token is no admin either.
      const forged = { authorization: 'Bearer not.a.token' };
      expect((await ctx.app.inject({ url: '/api/admin/reviews', headers: forged })).statusCode).toBe(401);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${reviewId}`,
        headers: forged,
        payload: { status: 'approved' },
      });
      expect(put.statusCode).toBe(401);
      const [row] = await ctx.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
      expect(row!.status).toBe('pending');
    });

    it('lists reviews newest first with the pending count, filtered by status; a bad filter is 400', async () => {
      const res = await ctx.app.inject({
        url: '/api/admin/reviews?status=pending',
        headers: ctx.admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = AdminReviewsReply.parse(res.json());
      expect(body.pending).toBe(1);
      expect(body.total).toBe(1);
      expect(body.reviews[0]).toMatchObject({
        _id: reviewId,
        status: 'pending',
        authorName: 'Asha Menon',
        author: 'Asha M.',
        email: buyer.email,
        product: { _id: ring.id, title: 'Review Ring', slug: ring.slug },
        moderatedAt: null,
        moderatedBy: null,
      });
      expect(body.reviews[0]!.orderNumber).toEqual(expect.any(Number));
      const approved = AdminReviewsReply.parse(
        (
          await ctx.app.inject({ url: '/api/admin/reviews?status=approved', headers: ctx.admin.headers })
        ).json(),
      );
      expect(approved).toMatchObject({ reviews: [], total: 0, pending: 1 });
      const found = AdminReviewsReply.parse(
        (await ctx.app.inject({ url: '/api/admin/reviews?q=sparkles', headers: ctx.admin.headers })).json(),
      );
      expect(found.reviews.map((r) => r._id)).toEqual([reviewId]);
      const bad = await ctx.app.inject({
        url: '/api/admin/reviews?status=deleted',
        headers: ctx.admin.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message: M.statusFilterInvalid });
    });

    it('refuses a status other than approved or hidden (400), and an unknown review (404)', async () => {
      for (const status of ['pending', 'deleted', '', 3]) {
        const res = await moderate(ctx.app, ctx.admin, reviewId, status);
        expect(res.statusCode, String(status)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: M.statusInvalid });
      }
      const missing = await moderate(ctx.app, ctx.admin, UNKNOWN, 'approved');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: M.notFound });
      const malformed = await moderate(ctx.app, ctx.admin, 'nope', 'approved');
      expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
      expect(malformed.statusCode).toBeLessThan(500);
    });

    it('approving shows the review at once on the list, the product and the listing (cached replies dropped)', async () => {
      // Warm every cached reply that carries the rating.
      await list(ring.id);
      await productRating(ring.id);
      const listingUrl = `/api/product/get-products-filtered?limit=60`;
      const cardRating = async () =>
        ListingReply.parse((await ctx.app.inject({ url: listingUrl })).json()).products.find(
          (p) => p._id === ring.id,
        )?.rating;
      expect(await cardRating()).toEqual({ average: 0, count: 0 });

      const res = await moderate(ctx.app, ctx.admin, reviewId, 'Approved');
      expect(res.statusCode, res.body).toBe(200);
      const body = ReviewModerationReply.parse(res.json());
      expect(body.message).toBe(M.approved);
      expect(body.review).toMatchObject({ status: 'approved', moderatedBy: 'Meera Admin' });
      expect(body.review.moderatedAt).not.toBeNull();

      const shown = await list(ring.id);
      expect(shown).toMatchObject({ average: 4, count: 1, total: 1 });
      expect(shown.reviews.map((r) => r._id)).toEqual([reviewId]);
      // The public never sees the full name or the e-mail.
      expect(JSON.stringify(shown)).not.toContain('Menon');
      expect(JSON.stringify(shown)).not.toContain(buyer.email);
      expect(await productRating(ring.id)).toEqual({ average: 4, count: 1 });
      expect(await cardRating()).toEqual({ average: 4, count: 1 });
    });

    it('hiding takes it off again everywhere', async () => {
      const res = await moderate(ctx.app, ctx.admin, reviewId, 'hidden');
      expect(res.statusCode).toBe(200);
      expect(ReviewModerationReply.parse(res.json()).message).toBe(M.hidden);
      expect(await list(ring.id)).toMatchObject({ reviews: [], average: 0, count: 0 });
      expect(await productRating(ring.id)).toEqual({ average: 0, count: 0 });
      // The author still sees their own review, hidden.
      const mine = MyReviewReply.parse(
        (await ctx.app.inject({ url: `/api/product/${ring.id}/my-review`, headers: buyer.headers })).json(),
      );
      expect(mine.review).toMatchObject({ _id: reviewId, status: 'hidden' });
      await moderate(ctx.app, ctx.admin, reviewId, 'approved');
    });
  });

  it('pages approved reviews newest first; the average and count are of all of them', async () => {
    const pendant = await createProduct(ctx.app, { title: 'Paged Pendant' });
    const ratings = [5, 4, 4, 3, 5];
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const shopper = await createUser(ctx.app, { name: `Shopper ${i} Rao` });
      await orderOf(ctx, shopper, pendant);
      const res = await postReview(ctx.app, shopper, pendant.id, {
        ...GOOD_REVIEW,
        rating,
        title: `Review ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = ReviewCreatedReply.parse(res.json()).review._id;
      ids.push(id);
      // Distinct, increasing creation times so "newest first" is well defined.
      await ctx.app.db
        .update(reviews)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(reviews.id, id));
      if (i < 4) expect((await moderate(ctx.app, ctx.admin, id, 'approved')).statusCode).toBe(200);
    }
    // Four approved (5, 4, 4, 3 → 4.0), the fifth still pending.
    const first = await list(pendant.id, '?limit=3');
    expect(first).toMatchObject({ average: 4, count: 4, total: 4, page: 1, limit: 3, pages: 2 });
    expect(first.reviews.map((r) => r.title)).toEqual(['Review 3', 'Review 2', 'Review 1']);
    const second = await list(pendant.id, '?limit=3&page=2');
    expect(second.reviews.map((r) => r.title)).toEqual(['Review 0']);
    expect(first.reviews[0]!.author).toBe('Shopper R.');
    expect((await ctx.app.inject({ url: `/api/product/${pendant.id}/reviews?limit=51` })).statusCode).toBe(
      400,
    );
    // 4.25 rounds to one decimal.
    await moderate(ctx.app, ctx.admin, ids[4]!, 'approved');
    expect((await list(pendant.id)).average).toBe(4.2);
  });

  it('keeps a product’s reviews answering 404 once it is taken off sale', async () => {
    await setProductStatus(ctx.app, ring.id, 'inactive');
    await ctx.app.catalogEvents.changed('product');
    const res = await postReview(ctx.app, buyer, ring.id, GOOD_REVIEW);
    expect(res.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/product/${ring.id}/reviews` })).statusCode).toBe(404);
  });
});
