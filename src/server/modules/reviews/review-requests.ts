/**
 * The review request e-mail (docs/decisions/100): a few days after an order is delivered (REVIEW_REQUEST.afterDays),
 * its shopper is asked to review each piece they have not reviewed yet. Every server process runs this check every
 * few minutes; each due order is claimed with a conditional update (review_request_sent_at still null), so however
 * many processes share the database, one of them sends it, once. A mail that fails gives its claim back, so the
 * next check retries it. The timer stops when the app closes, after the check under way.
 *
 * Orders without an account (a guest's) wait: reviewing needs signing in, and a guest order joins the account when
 * its shopper signs up with that e-mail — the request goes out then, if still within REVIEW_REQUEST.withinDays.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REVIEW_REQUEST } from '#domain/review-constants';
import { orderEvents, orderLines, orders, products, reviews, users } from '#server/db/schema';
import { reviewRequestMail } from '#server/lib/mail/templates/review-request';

const DAY_MS = 24 * 60 * 60_000;
/** The first check after start-up waits this long, so a start is never slowed by it. */
const FIRST_CHECK_MS = 30_000;

export interface ReviewRequests {
  /** One check at `now`: claims the due orders and mails their shoppers; resolves with how many mails went out. */
  tick(now?: Date): Promise<number>;
  start(): void;
  /** Stops the timer and waits for a check under way. */
  stop(): Promise<void>;
}

export interface ReviewRequestOptions {
  afterDays?: number;
  withinDays?: number;
  everyMs?: number;
  batch?: number;
  /** The clock of the timer's checks (tests pass their own to `tick` instead). */
  now?: () => Date;
}

/** Pieces of the order still on sale that this shopper has not reviewed. */
async function piecesToReview(app: FastifyInstance, orderId: string, userId: string) {
  return app.db
    .selectDistinct({ id: products.id, title: products.title, slug: products.slug })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(products.status, 'active'),
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.productId, products.id), eq(reviews.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(products.title));
}

/**
 * Claims order `orderId` and mails its shopper; false when another process claimed it, nothing is left to ask
 * about, or the mail failed (then the claim is given back).
 */
async function sendOne(app: FastifyInstance, orderId: string, now: Date): Promise<boolean> {
  // The claim: only the process whose update finds the column still empty goes on.
  const [claimed] = await app.db
    .update(orders)
    .set({ reviewRequestSentAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.reviewRequestSentAt), eq(orders.status, 'Delivered')))
    .returning({ id: orders.id, userId: orders.userId, orderNumber: orders.orderNumber });
  if (!claimed?.userId) return false;
  const [shopper] = await app.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, claimed.userId));
  const pieces = shopper ? await piecesToReview(app, claimed.id, claimed.userId) : [];
  // Nothing left to ask about (all reviewed, or no longer on sale): the claim stays, nothing is sent.
  if (!shopper || pieces.length === 0) return false;
  const mail = reviewRequestMail({
    to: shopper.email,
    name: shopper.name,
    orderNumber: claimed.orderNumber,
    pieces,
    appUrl: app.config.appUrl,
  });
  try {
    await app.mailer.send(mail);
  } catch (err) {
    app.log.warn({ reason: (err as Error).message, orderId }, 'review request not sent; will retry');
    await app.db
      .update(orders)
      .set({ reviewRequestSentAt: null })
      .where(and(eq(orders.id, orderId), eq(orders.reviewRequestSentAt, now)));
    return false;
  }
  await app.db.insert(orderEvents).values({
    orderId,
    type: 'email',
    detail: { subject: mail.subject, to: mail.to, kind: 'review-request' },
  });
  return true;
}

/** Delivered orders of an account, delivered between `withinDays` and `afterDays` ago, not asked yet; oldest first. */
async function dueOrders(
  app: FastifyInstance,
  now: Date,
  window: { afterDays: number; withinDays: number; batch: number },
) {
  return app.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Delivered'),
        isNull(orders.reviewRequestSentAt),
        isNotNull(orders.userId),
        lte(orders.deliveredAt, new Date(now.getTime() - window.afterDays * DAY_MS)),
        gt(orders.deliveredAt, new Date(now.getTime() - window.withinDays * DAY_MS)),
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(window.batch);
}

export function createReviewRequests(
  app: FastifyInstance,
  options: ReviewRequestOptions = {},
): ReviewRequests {
  // REVIEW_REQUEST_AFTER_DAYS of the configuration, else the domain's default (docs/decisions/100).
  const afterDays = options.afterDays ?? app.config.reviewRequestAfterDays ?? REVIEW_REQUEST.afterDays;
  const withinDays = options.withinDays ?? REVIEW_REQUEST.withinDays;
  const everyMs = options.everyMs ?? REVIEW_REQUEST.checkEveryMs;
  const batch = options.batch ?? REVIEW_REQUEST.batch;
  const clock = options.now ?? (() => new Date());
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<number> | null = null;
  let stopped = false;

  async function check(now: Date): Promise<number> {
    let sent = 0;
    for (const { id } of await dueOrders(app, now, { afterDays, withinDays, batch }))
      if (await sendOne(app, id, now)) sent++;
    return sent;
  }

  const requests: ReviewRequests = {
    async tick(now = clock()) {
      // One check at a time in a process: a slow one is not overlapped by the next timer.
      while (running) await running.catch(() => 0);
      running = check(now);
      try {
        return await running;
      } finally {
        running = null;
      }
    },
    start() {
      if (stopped || timers.length) return;
      const run = () => {
        if (stopped) return;
        requests
          .tick()
          .catch((err: Error) => app.log.warn({ reason: err.message }, 'review requests failed'));
      };
      timers = [setTimeout(run, Math.min(FIRST_CHECK_MS, everyMs)), setInterval(run, everyMs)];
      for (const t of timers) t.unref();
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers = [];
      await running?.catch(() => 0);
    },
  };
  return requests;
}

/** One scheduler per app, found from any of its scopes (tests reach it with `reviewRequestsOf(app)`). */
const schedulers = new WeakMap<object, ReviewRequests>();

export function startReviewRequests(app: FastifyInstance): ReviewRequests {
  const requests = createReviewRequests(app);
  schedulers.set(app.catalogEvents, requests);
  app.addHook('onReady', async () => requests.start());
  app.addHook('onClose', async () => requests.stop());
  return requests;
}

export function reviewRequestsOf(app: FastifyInstance): ReviewRequests {
  const found = schedulers.get(app.catalogEvents);
  if (!found) throw new Error('the reviews module is not registered');
  return found;
}
