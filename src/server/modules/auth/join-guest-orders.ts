/**
 * Guest orders join the account of their e-mail (issue 17, docs/decisions/108) — only once the address is proven
 * the account holder's. Signing up proves nothing (anyone can type an address), so:
 *
 * - after sign-up (either form), if orders were placed as a guest with that address, the address is sent a link
 *   (`/join-orders/{token}`) instead of the orders being joined at once; opening it — proof of the mailbox —
 *   calls POST /api/auth/join-orders/{token}, which joins them;
 * - confirming an e-mail change (the same proof) joins the new address's guest orders at once.
 *
 * The token is `{userId}.{expiry}.{mac}`: a MAC over the account, its CURRENT e-mail and the expiry with the
 * server's secret (`app.tokens.mac`), so nothing is stored; it stops working when the account's e-mail changes or
 * after JOIN_ORDERS_LINK_DAYS. Joining is idempotent (only orders with no account move), so a second click is
 * harmless.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { JOIN_ORDERS_LINK_DAYS, JOIN_ORDERS_MESSAGES } from '#domain/order-constants';
import type { Db, Tx } from '#server/db/client';
import { orders, users } from '#server/db/schema';
import { badRequest } from '#server/errors';
import type { MailQueue } from '#server/lib/mail/background';
import { joinOrdersMail } from '#server/lib/mail/templates/join-orders';
import { isUuid } from '#domain/ids';

const PURPOSE = 'join-guest-orders';

const signed = (userId: string, email: string, exp: number) => `${userId}\n${email.toLowerCase()}\n${exp}`;

export function joinOrdersToken(
  app: FastifyInstance,
  user: { id: string; email: string },
  now = Date.now(),
): string {
  const exp = Math.floor(now / 1000) + JOIN_ORDERS_LINK_DAYS * 24 * 60 * 60;
  return `${user.id}.${exp}.${app.tokens.mac(PURPOSE, signed(user.id, user.email, exp))}`;
}

/** Orders placed as a guest with `email` (any case), numbers ascending. */
async function guestOrderNumbers(db: Db | Tx, email: string): Promise<number[]> {
  const rows = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.customerEmail})`, email.toLowerCase())))
    .orderBy(orders.orderNumber);
  return rows.map((r) => r.orderNumber);
}

/** Moves the guest orders of `email` to the account; answers how many moved. The caller has proof of the address. */
export async function joinGuestOrders(db: Db | Tx, userId: string, email: string): Promise<number> {
  const moved = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.customerEmail})`, email.toLowerCase())))
    .returning({ id: orders.id });
  return moved.length;
}

/** After sign-up: mails the join link when the new account's address has guest orders (after the reply). */
export async function offerGuestOrders(
  app: FastifyInstance,
  mail: MailQueue,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const numbers = await guestOrderNumbers(app.db, user.email);
  if (!numbers.length) return;
  const link = `${app.config.appUrl}/join-orders/${joinOrdersToken(app, user)}`;
  mail.send(
    joinOrdersMail({
      to: user.email,
      name: user.name,
      link,
      orderNumbers: numbers,
      validDays: JOIN_ORDERS_LINK_DAYS,
    }),
    'join orders',
  );
}

const JoinParams = z.object({
  token: z.string().max(200, { message: JOIN_ORDERS_MESSAGES.invalid }),
});

/** POST /api/auth/join-orders/{token} — public, like an e-mail-change link: the token is the proof. */
const joinOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/join-orders/:token', { schema: { params: JoinParams } }, async (request, reply) => {
    const { token } = request.params;
    reply.header('cache-control', 'no-store');
    const [userId, expText, mac] = token.split('.');
    const exp = Number(expText);
    if (!userId || !isUuid(userId) || !mac || !Number.isInteger(exp) || exp * 1000 < Date.now())
      throw badRequest(JOIN_ORDERS_MESSAGES.invalid);
    const [user] = await app.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || !app.tokens.checkMac(PURPOSE, signed(user.id, user.email, exp), mac))
      throw badRequest(JOIN_ORDERS_MESSAGES.invalid);
    const joined = await joinGuestOrders(app.db, user.id, user.email);
    if (joined) app.log.info({ userId: user.id, joined }, 'guest orders joined the account');
    return { success: true as const, message: JOIN_ORDERS_MESSAGES.joined(joined), joined };
  });
};

export default joinOrdersRoutes;
