/**
 * GET /api/auth/allusers — users, newest first, a page at a time (role, page, limit); `q` over name, e-mail and
 * mobile as typed, typos corrected when that finds nobody; best matches first (shared/fuzzy-search.ts).
 * DELETE /api/auth/deleteUser/{id} — docs/shop/conventions.md §4: the user's orders are kept whole (the FK is set
 * null; the order keeps the name and e-mail it was placed with). An admin cannot delete their own account here,
 * and the last admin cannot be deleted (409). Their profile photo leaves storage.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '#domain/schemas/admin-messages';
import { AdminUsersQuery, AdminUsersReply, DeleteUserReply } from '#domain/schemas/admin-users';
import { IdParams } from '#domain/schemas/common';
import { orders, users } from '#server/db/schema';
import { conflict, notFound } from '#server/errors';
import { removeUnreferencedImages } from '../shared/images';
import { toUserDto } from '#server/lib/users/user-dto';
import { listRouteOptions, readPage } from '#server/lib/paging';
import { searchAsTypedThenFuzzy, textMatch } from '#server/lib/search/fuzzy-search';

/** Serialises admin-account deletions, so two admins deleting each other cannot leave the shop without one. */
const ADMIN_DELETE_LOCK = 724_310_043;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/allusers', listRouteOptions(AdminUsersQuery, AdminUsersReply), async (request) => {
    const query = request.query;
    const role = query.role ? eq(users.role, query.role) : undefined;
    const columns = [sql`${users.name}`, sql`${users.email}`, sql`${users.mobile}`];
    // As typed first; typos corrected only when that finds nobody (shared/fuzzy-search.ts, decision 098).
    return searchAsTypedThenFuzzy(query.q, async (fuzzy) => {
      const match = query.q ? textMatch(query.q, columns, { fuzzy }) : undefined;
      const where = and(role, match?.where);
      // With a search: equal, then starting with, then containing, then the rest; newest first within each.
      const order = [
        ...(match ? [asc(match.rank), desc(match.similarity)] : []),
        desc(users.createdAt),
        desc(users.id),
      ];
      const { rows, paging } = await readPage(app.db, users, where, order, query);
      return { success: true as const, users: rows.map(toUserDto), ...paging };
    });
  });

  const deleted = { params: IdParams, response: { 200: DeleteUserReply } };
  app.delete('/auth/deleteUser/:id', { schema: deleted }, async (request) => {
    const { id } = request.params;
    const { imageUrl, ordersKept } = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_DELETE_LOCK})`);
      const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      if (!target) throw notFound(M.userNotFound);
      if (target.id === request.user?.id) throw conflict(M.deleteSelf);
      if (target.role === 'admin') {
        const admins = await tx.$count(users, eq(users.role, 'admin'));
        if (admins <= 1) throw conflict(M.deleteLastAdmin);
      }
      const ordersKept = await tx.$count(orders, eq(orders.userId, id));
      await tx.delete(users).where(eq(users.id, id));
      return { imageUrl: target.imageUrl, ordersKept };
    });
    await removeUnreferencedImages(app, [imageUrl]);
    return { success: true as const, message: M.userDeleted, ordersKept };
  });
};

export default userRoutes;
