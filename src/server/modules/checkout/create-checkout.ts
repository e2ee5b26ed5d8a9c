import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  CreateCheckoutBody,
  GuestCheckoutBody,
  CreateCheckoutReply,
  type GuestCheckoutLine,
} from '#domain/schemas/payments';
import { findSize } from '#domain/sizes';
import { badRequest, conflict, parseInput, unauthorized, type FieldError } from '#server/errors';
import { AUTH_MESSAGES } from '#server/plugins/auth';
import { paymentSessions, type SnapshotLine } from '#server/db/schema';
import type { Tx } from '#server/db/client';
import { storedLines } from '#server/lib/cart/cart-store';
import { loadPurchasables } from '#server/lib/cart/purchasables';
import { accountSubject, clientSubject, emailSubject } from '#server/lib/rate-limit';
import { placeOrder } from './place-order';
import { confirmPayment } from './confirm-payment';
import { providerFailure } from './provider-errors';
import { markClosed, type PaymentSessionRow } from './session-store';
import { heldQuantities, lockVariants } from './stock-holds';
import { guestKeyOf } from './guest-access';
import { discountForCheckout } from './checkout-discount';
import type { InvoiceSnapshotLine } from './invoice-snapshot';

/** Until the provider names it, a session is stored under this placeholder id (unique, never shown). */
const pendingId = (sessionId: string) => `pending_${sessionId}`;

/**
 * Who is checking out: a signed-in shopper (their server cart) or a guest (the bag they sent, by e-mail —
 * docs/decisions/108). Either way prices, names and stock come from the catalogue.
 */
type Shopper =
  | { kind: 'account'; userId: string; email: string }
  | { kind: 'guest'; email: string; lines: GuestCheckoutLine[] };

interface BagLine {
  /** Where a refusal points: `cart.{lineId}` for a server cart, `products.{index}` for a guest's bag. */
  path: string;
  variantId: string;
  selectedSize: string;
  quantity: number;
}

async function bagOf(tx: Tx, shopper: Shopper): Promise<BagLine[]> {
  if (shopper.kind === 'guest') return shopper.lines.map((l, i) => ({ ...l, path: `products.${i}` }));
  const stored = await storedLines(tx, shopper.userId);
  return stored.map((l) => ({
    path: `cart.${l.id}`,
    variantId: l.variantId,
    selectedSize: l.selectedSize,
    quantity: l.quantity,
  }));
}

/**
 * Prices the shopper's bag from the catalogue and stores the snapshot, under a lock of the variants'
 * rows so that the stock held by other checkouts (stock-holds.ts) is counted and added to one checkout at a time.
 */
async function snapshotCart(
  tx: Tx,
  shopper: Shopper,
): Promise<{ snapshot: SnapshotLine[]; amountPaise: number } | never> {
  const lines = await bagOf(tx, shopper);
  if (!lines.length) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
  const variantIds = lines.map((l) => l.variantId);
  await lockVariants(tx, variantIds);
  const catalogue = await loadPurchasables(tx, variantIds);
  const held = await heldQuantities(
    tx,
    variantIds,
    shopper.kind === 'account' ? { userId: shopper.userId } : { guestEmail: shopper.email },
  );

  const problems: FieldError[] = [];
  const snapshot: InvoiceSnapshotLine[] = [];
  const counted = new Map<string, number>(); // pieces of each variant in the lines checked so far (sizes)
  for (const line of lines) {
    const p = catalogue.get(line.variantId);
    const path = line.path;
    const before = counted.get(line.variantId) ?? 0;
    const wanted = before + line.quantity;
    counted.set(line.variantId, wanted);
    const free = p ? p.stock - (held.get(p.variantId) ?? 0) : 0;
    if (!p || !p.active) {
      problems.push({ path, message: CHECKOUT_MESSAGES.unavailable(p?.name ?? 'A piece in your cart') });
    } else if (p.stock < 1) {
      problems.push({ path, message: CHECKOUT_MESSAGES.outOfStock(p.name) });
    } else if (wanted > p.stock) {
      problems.push({ path, message: CHECKOUT_MESSAGES.overStock(p.name, Math.max(0, p.stock - before)) });
    } else if (wanted > free) {
      problems.push({ path, message: CHECKOUT_MESSAGES.reserved(p.name, Math.max(0, free - before)) });
    } else if (
      p.sizes.length ? findSize(p.sizes, line.selectedSize) === undefined : line.selectedSize !== ''
    ) {
      problems.push({ path, message: CHECKOUT_MESSAGES.sizeUnavailable(p.name) });
    } else {
      snapshot.push({
        productId: p.productId,
        variantId: p.variantId,
        name: p.name,
        image: p.mainImage,
        material: p.material,
        purity: p.purity,
        selectedSize: line.selectedSize,
        sku: p.sku,
        quantity: line.quantity,
        unitPricePaise: p.unitPricePaise,
        // For the tax invoice: weight per piece and the price before discount (docs/decisions/093).
        weightGrams: p.weightGrams,
        listPricePaise: p.pricePaise,
      });
    }
  }
  if (problems.length) throw conflict(problems[0]!.message, problems);
  const pieces = snapshot.reduce((sum, l) => sum + l.quantity, 0);
  if (pieces > CHECKOUT_LIMITS.maxPiecesPerCheckout) {
    const message = CHECKOUT_MESSAGES.tooManyPieces(CHECKOUT_LIMITS.maxPiecesPerCheckout);
    throw badRequest(message, [{ path: 'cart', message }]);
  }
  const amountPaise = snapshot.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (amountPaise <= 0) throw badRequest(CHECKOUT_MESSAGES.zeroTotal);
  if (amountPaise > CHECKOUT_LIMITS.maxAmountPaise) throw badRequest(CHECKOUT_MESSAGES.tooLarge);
  return { snapshot, amountPaise };
}

/**
 * POST /api/payment/create-checkout — prices the shopper's SERVER cart from the catalogue (the body's `products`
 * are ignored), refuses an empty cart, a bad address and any line that cannot be served now (sold out, over the
 * stock, held by other shoppers' checkouts, off sale, more than CHECKOUT_LIMITS.maxPiecesPerCheckout pieces),
 * keeps the priced snapshot and the address in payment_sessions, and opens the provider's hosted page: `{ id, url }`.
 * An optional `discountCode` is checked on that snapshot (400 with the reason); the session's amount — what the
 * provider charges — is then the total less the code's discount (docs/decisions/099).
 *
 * A guest (no token) sends `email` and their bag as `products` (docs/api/guest-checkout.md, docs/decisions/108):
 * the same checks on the bag, priced from the catalogue; the session has no user and the guest's e-mail, and the
 * hosted page's address carries the guest's key to it (guest-access.ts).
 *
 * One open checkout per shopper (docs/decisions/087) — per account, or per e-mail for guests: the shopper's
 * earlier open checkout is closed first — at the provider too, so it can no longer be paid — and its hold
 * released; a payment that still arrives for it is refunded (late-payment.ts). Opening checkouts is limited per
 * account (a guest: per e-mail) and, at a high ceiling, per address.
 * When the provider fails (502) or does not answer in time (503) the new session is removed at once (its hold
 * released) and the cart is untouched.
 */
const createCheckoutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/create-checkout',
    { onRequest: app.identify, schema: { body: CreateCheckoutBody, response: { 200: CreateCheckoutReply } } },
    async (request, reply) => {
      const body = request.body;
      const user = request.user;
      let shopper: Shopper;
      if (user) {
        shopper = { kind: 'account', userId: user.id, email: user.email };
      } else if (body.email === undefined) {
        // Neither a token nor a guest's e-mail: as before, a sign-in is what is missing.
        throw unauthorized(AUTH_MESSAGES.missing);
      } else {
        // A guest's e-mail and bag are checked only for a caller without a sign-in, which the body's schema
        // cannot know (a signed-in shopper's `products` and `email` are ignored): the one JSON body checked here.
        const guest = parseInput(GuestCheckoutBody, { email: body.email, products: body.products });
        shopper = { kind: 'guest', email: guest.email, lines: guest.products };
      }
      await app.rateLimit.hitAll(reply, [
        ['checkoutAddress', [clientSubject(request)]],
        [
          'checkout',
          [shopper.kind === 'account' ? accountSubject(shopper.userId) : emailSubject(shopper.email)],
        ],
      ]);
      try {
        await closeEarlierCheckouts(app, shopper);
      } catch (err) {
        throw providerFailure(err);
      }
      const sessionId = randomUUID();
      const userId = shopper.kind === 'account' ? shopper.userId : null;

      const { snapshot, amountPaise, discount, replaced } = await app.db.transaction(async (tx) => {
        // One shopper's checkouts are made one at a time (two tabs, a double click)…
        if (shopper.kind === 'account')
          await tx.execute(sql`select id from users where id = ${shopper.userId}::uuid for update`);
        else
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`guest-checkout:${shopper.email.toLowerCase()}`}))`,
          );
        // …and one opened a moment ago in another tab is replaced by this one (closed at the provider below).
        const replaced = await tx
          .update(paymentSessions)
          .set({ status: 'expired' })
          .where(and(ownedBy(shopper), eq(paymentSessions.status, 'open')))
          .returning();
        const priced = await snapshotCart(tx, shopper);
        // A discount code is checked again here, on this snapshot (docs/decisions/099): 400 with the reason.
        const discount = body.discountCode
          ? await discountForCheckout(tx, body.discountCode, priced.snapshot, {
              userId,
              email: shopper.email,
            })
          : null;
        const lines = discount?.lines ?? priced.snapshot;
        const amountPaise = priced.amountPaise - (discount?.paise ?? 0);
        await tx.insert(paymentSessions).values({
          id: sessionId,
          userId,
          provider: app.payments.id,
          providerSessionId: pendingId(sessionId),
          status: 'open',
          lines,
          shippingAddress: body.shippingAddress,
          amountPaise,
          currency: 'INR',
          customerEmail: shopper.email,
          discountCode: discount?.code ?? null,
          discountPaise: discount?.paise ?? 0,
        });
        return { snapshot: lines, amountPaise, discount, replaced };
      });
      for (const earlier of replaced) void expireAtProvider(app, earlier);

      // The provider is called outside the transaction: no lock is held across a network call.
      let hosted;
      try {
        hosted = await app.payments.initiateCheckout({
          sessionId,
          userId,
          customerEmail: shopper.email,
          lines: snapshot,
          amountPaise,
          currency: 'INR',
          ...(discount
            ? { discount: { code: discount.code, lineDiscountsPaise: discount.lineDiscountsPaise } }
            : {}),
          ...(userId ? {} : { guestKey: guestKeyOf(app, sessionId) }),
        });
      } catch (err) {
        request.log.warn({ err }, 'payment provider could not open a checkout');
        // Nobody ever saw a payment page for it: forget it, releasing its hold.
        await app.db
          .delete(paymentSessions)
          .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')));
        throw providerFailure(err);
      }
      const [saved] = await app.db
        .update(paymentSessions)
        .set({ providerSessionId: hosted.providerSessionId })
        .where(eq(paymentSessions.id, sessionId))
        .returning();
      if (saved?.status !== 'open') {
        // A newer checkout of this shopper (another tab) replaced this one while it was being opened.
        if (saved) void expireAtProvider(app, saved);
        throw conflict(CHECKOUT_MESSAGES.replaced);
      }
      return {
        success: true as const,
        id: hosted.providerSessionId,
        url: hosted.url,
        provider: app.payments.id,
      };
    },
  );
};

/** The shopper's payment sessions: their account's, or a guest's by e-mail (sessions without a user). */
function ownedBy(shopper: Shopper) {
  return shopper.kind === 'account'
    ? eq(paymentSessions.userId, shopper.userId)
    : and(
        isNull(paymentSessions.userId),
        eq(sql`lower(${paymentSessions.customerEmail})`, shopper.email.toLowerCase()),
      );
}

/**
 * Closes the shopper's open checkouts before a new one is priced. One the provider reports as paid meanwhile is
 * the shopper's order: it is made, like the webhook would (its pieces then leave the cart).
 */
async function closeEarlierCheckouts(app: FastifyInstance, shopper: Shopper): Promise<void> {
  const open = await app.db
    .select()
    .from(paymentSessions)
    .where(and(ownedBy(shopper), eq(paymentSessions.status, 'open')));
  for (const session of open) {
    const atProvider =
      session.provider === app.payments.id && !session.providerSessionId.startsWith('pending_');
    if (atProvider && (await app.payments.expireCheckout(session.providerSessionId)) === 'paid') {
      const confirmed = await confirmPayment(app, session);
      if (confirmed.status === 'paid') {
        await placeOrder(app, confirmed);
        continue;
      }
    }
    await markClosed(app.db, session, 'expired');
  }
}

/** Best effort: a replaced checkout's page is closed at the provider; if that fails, a payment is refunded. */
async function expireAtProvider(app: FastifyInstance, session: PaymentSessionRow): Promise<void> {
  if (session.provider !== app.payments.id || session.providerSessionId.startsWith('pending_')) return;
  try {
    await app.payments.expireCheckout(session.providerSessionId);
  } catch (err) {
    app.log.warn({ err, session: session.id }, 'could not close a replaced checkout at the provider');
  }
}

export default createCheckoutRoute;
