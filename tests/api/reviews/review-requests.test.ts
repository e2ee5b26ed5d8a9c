/**
 * The review request e-mail (modules/reviews/review-requests.ts, docs/decisions/100): a few days after delivery,
 * once per order however many processes check at the same time, only for pieces not yet reviewed, never for
 * guests' orders or ones delivered long ago, retried when the mail fails; the delay comes from
 * REVIEW_REQUEST_AFTER_DAYS; the timer runs the check by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { createProduct, type MadeProduct } from '#tests/helpers/catalog-fixtures';
import { captureMail, type CapturedMail } from '#tests/helpers/mail-capture';
import { orderEvents, orders } from '#server/db/schema';
import { loadConfig } from '#server/config';
import { createReviewRequests, reviewRequestsOf } from '#server/modules/reviews/review-requests';
import type { AdminTestContext } from '../admin/helpers';
import { GOOD_REVIEW, orderOf, postReview } from './helpers';

const DAY = 24 * 60 * 60_000;
const SUBJECT = /How are you finding your .+ jewellery\?/;
/** The review requests sent so far (other mails, like the delivery notice, are left out), to `to` when given. */
const asked = (mail: CapturedMail, to?: string) =>
  (to ? mail.to(to) : mail.sent).filter((m) => SUBJECT.test(m.subject));
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describe('review request e-mails', () => {
  let ctx: AdminTestContext;
  let mail: CapturedMail;
  let ring: MadeProduct;
  let studs: MadeProduct;
  beforeAll(async () => {
    mail = captureMail();
    const t = await createTestApp({ build: { mailer: mail } });
    ctx = {
      t,
      app: t.app,
      admin: await createUser(t.app, { role: 'admin', name: 'Meera Admin' }),
      shopper: await createUser(t.app),
    };
    ring = await createProduct(ctx.app, { title: 'Request Ring' });
    studs = await createProduct(ctx.app, { title: 'Request Studs' });
  });
  afterAll(async () => ctx?.t.close());

  /** A delivered order of `product` for a new shopper, delivered `days` ago. */
  async function delivered(product: MadeProduct, days: number, user?: TestUser) {
    const shopper = user ?? (await createUser(ctx.app, { name: 'Nisha Iyer' }));
    const orderId = await orderOf(ctx, shopper, product);
    await ctx.app.db
      .update(orders)
      .set({ deliveredAt: daysAgo(days) })
      .where(eq(orders.id, orderId));
    return { shopper, orderId };
  }
  const sentAt = async (orderId: string) =>
    (await ctx.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.reviewRequestSentAt;
  const check = () => reviewRequestsOf(ctx.app).tick(NOW);

  it('asks the shopper once, five days after delivery, with a link to each piece’s review form', async () => {
    const early = await delivered(ring, 2);
    const due = await delivered(ring, 6);
    mail.sent.length = 0;
    expect(await check()).toBe(1);
    expect(asked(mail)).toHaveLength(1);
    const [message] = asked(mail);
    expect(message!.to).toBe(due.shopper.email);
    expect(message!.text).toContain('Dear Nisha,');
    expect(message!.text).toContain(`http://shop.test/products/${ring.slug}#write-review`);
    expect(message!.html).toContain(`/products/${ring.slug}#write-review`);
    expect(await sentAt(due.orderId)).not.toBeNull();
    expect(await sentAt(early.orderId)).toBeNull();
    // It shows on the order's timeline.
    const events = await ctx.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, due.orderId));
    const kinds = events.map((e) => (e.detail as { kind?: string } | null)?.kind);
    expect(kinds.filter((k) => k === 'review-request')).toHaveLength(1);
    // The next check sends nothing more.
    expect(await check()).toBe(0);
    expect(asked(mail)).toHaveLength(1);
  });

  it('sends one mail when several processes check at the same moment', async () => {
    const due = await delivered(studs, 7);
    mail.sent.length = 0;
    const others = [
      createReviewRequests(ctx.app),
      createReviewRequests(ctx.app),
      createReviewRequests(ctx.app),
    ];
    const counts = await Promise.all([check(), ...others.map((o) => o.tick(NOW))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(asked(mail, due.shopper.email)).toHaveLength(1);
  });

  it('skips orders delivered long ago, guests’ orders, and pieces already reviewed', async () => {
    const old = await delivered(ring, 90);
    const guest = await delivered(ring, 6);
    await ctx.app.db.update(orders).set({ userId: null }).where(eq(orders.id, guest.orderId));
    const reviewed = await delivered(ring, 6);
    expect((await postReview(ctx.app, reviewed.shopper, ring.id, GOOD_REVIEW)).statusCode).toBe(201);
    mail.sent.length = 0;
    expect(await check()).toBe(0);
    expect(asked(mail)).toHaveLength(0);
    expect(await sentAt(old.orderId)).toBeNull();
    // The guest's order waits: it is asked about if it joins an account while still recent.
    expect(await sentAt(guest.orderId)).toBeNull();
    // Everything reviewed: claimed, so it is not looked at again, but nothing is sent.
    expect(await sentAt(reviewed.orderId)).not.toBeNull();
    await ctx.app.db.update(orders).set({ userId: guest.shopper.id }).where(eq(orders.id, guest.orderId));
    expect(await check()).toBe(1);
    expect(asked(mail, guest.shopper.email)).toHaveLength(1);
  });

  it('gives the claim back when the mail fails, so the next check sends it', async () => {
    const due = await delivered(ring, 6);
    mail.sent.length = 0;
    const original = mail.send;
    mail.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      expect(await check()).toBe(0);
    } finally {
      mail.send = original;
    }
    expect(await sentAt(due.orderId)).toBeNull();
    expect(await check()).toBe(1);
    expect(asked(mail, due.shopper.email)).toHaveLength(1);
  });

  it('runs by itself on its timer and stops with the app', async () => {
    const due = await delivered(studs, 8);
    mail.sent.length = 0;
    const timed = createReviewRequests(ctx.app, { everyMs: 50, now: () => NOW });
    timed.start();
    try {
      await mail.waitFor(due.shopper.email, /How are you finding/);
    } finally {
      await timed.stop();
    }
    expect(asked(mail, due.shopper.email)).toHaveLength(1);
  });
});

describe('review request delay from the configuration', () => {
  // A second app on its own fresh database (migrated from scratch): slower than one test's usual budget.
  it('waits REVIEW_REQUEST_AFTER_DAYS days when it is set', async () => {
    expect(loadConfig({ REVIEW_REQUEST_AFTER_DAYS: '2' }).reviewRequestAfterDays).toBe(2);
    expect(loadConfig({}).reviewRequestAfterDays).toBe(5);
    expect(() => loadConfig({ REVIEW_REQUEST_AFTER_DAYS: '-1' })).toThrow(/REVIEW_REQUEST_AFTER_DAYS/);
    const mail = captureMail();
    const t = await createTestApp({ env: { REVIEW_REQUEST_AFTER_DAYS: '2' }, build: { mailer: mail } });
    try {
      const ctx: AdminTestContext = {
        t,
        app: t.app,
        admin: await createUser(t.app, { role: 'admin' }),
        shopper: await createUser(t.app),
      };
      const ring = await createProduct(t.app);
      const orderAt = async (days: number) => {
        const shopper = await createUser(t.app);
        const orderId = await orderOf(ctx, shopper, ring);
        await t.app.db
          .update(orders)
          .set({ deliveredAt: daysAgo(days) })
          .where(eq(orders.id, orderId));
        return shopper;
      };
      const oneDay = await orderAt(1);
      const threeDays = await orderAt(3);
      // Three days is too early under the default five, but due under two.
      expect(await reviewRequestsOf(t.app).tick(NOW)).toBe(1);
      expect(asked(mail, threeDays.email)).toHaveLength(1);
      expect(asked(mail, oneDay.email)).toHaveLength(0);
    } finally {
      await t.close();
    }
  }, 120_000);
});
