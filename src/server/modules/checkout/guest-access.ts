/**
 * A guest's key to their own checkout (docs/decisions/108). A guest has no token, so the calls that act for a
 * session's owner — the test provider's page, createOrder from /payment-success (the thank-you page) — accept
 * instead the key given with the hosted page's address and the return address: an HMAC of the session's id
 * with the server's secret (`app.tokens.mac`), so nothing is stored and only whoever was given the address has it.
 * A key opens a guest's session only (one without a user); an account's session still needs its owner's token.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import { findSession, type PaymentSessionRow } from './session-store';

const PURPOSE = 'guest-checkout';

export function guestKeyOf(app: FastifyInstance, sessionId: string): string {
  return app.tokens.mac(PURPOSE, sessionId);
}

/** The key of a guest's session; null for an account's. */
export function guestKeyOfSession(app: FastifyInstance, session: PaymentSessionRow): string | null {
  return session.userId ? null : guestKeyOf(app, session.id);
}

/**
 * The session of `providerSessionId` if the caller may act for it: its signed-in owner, or — for a guest's
 * session — whoever holds its key. Anyone else's is as good as unknown.
 */
export async function findSessionFor(
  app: FastifyInstance,
  db: Db,
  providerSessionId: string,
  caller: { userId: string | null; guestKey: string | null | undefined },
): Promise<PaymentSessionRow | undefined> {
  const row = await findSession(db, providerSessionId);
  if (!row) return undefined;
  if (row.userId) return caller.userId && row.userId === caller.userId ? row : undefined;
  const key = caller.guestKey;
  return key && app.tokens.checkMac(PURPOSE, row.id, key) ? row : undefined;
}
