/**
 * Server-side sessions (docs/decisions/080). A token is only as good as its `sessions` row: signing in starts a
 * row and a token naming it; every authenticated request checks the row (plugins/auth.ts); ending the row ends
 * the token at once, in every process — logout ends one, a password reset or change ends the others, the
 * ADMIN_EMAIL promotion ends them all.
 */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Role } from '#domain/business-constants';
import type { Db, Tx } from '../db/client';
import { sessions } from '../db/schema';
import { TOKEN_TTL_SECONDS, type TokenService } from './tokens';

export type SessionEndReason =
  'logout' | 'password-reset' | 'password-change' | 'email-change' | 'admin-promotion';

export interface SessionService {
  /** Starts a session for the user and answers its token. `ttlSeconds` below zero makes an expired one (tests). */
  start(user: { id: string; role: Role }, ttlSeconds?: number): Promise<string>;
  /** Ends one session (logout). Answers whether it was still open. */
  end(sessionId: string, reason: SessionEndReason): Promise<boolean>;
  /** Ends every open session of the user but `exceptSessionId`; answers how many. Runs in `tx` when given. */
  endAll(
    userId: string,
    reason: SessionEndReason,
    options?: { exceptSessionId?: string; tx?: Tx },
  ): Promise<number>;
  /** Deletes sessions that expired or ended more than a day ago. */
  prune(): Promise<number>;
}

export function createSessionService(db: Db, tokens: TokenService): SessionService {
  return {
    async start(user, ttlSeconds = TOKEN_TTL_SECONDS) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const [row] = await db
        .insert(sessions)
        .values({ userId: user.id, expiresAt })
        .returning({ id: sessions.id });
      return tokens.sign({ sub: user.id, sid: row!.id, role: user.role }, ttlSeconds);
    },
    async end(sessionId, reason) {
      const ended = await db
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
    async endAll(userId, reason, options = {}) {
      const ended = await (options.tx ?? db)
        .update(sessions)
        .set({ endedAt: new Date(), endedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
    async prune() {
      const dayAgo = sql`now() - interval '1 day'`;
      const gone = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.endedAt, dayAgo)))
        .returning({ id: sessions.id });
      return gone.length;
    },
  };
}
