/**
 * GET /api/auth/allusers — users, newest first (optional q over name/e-mail/mobile, role, page, limit).
 * DELETE /api/auth/deleteUser/{id} — conventions.md: the user's orders are kept whole (the FK is set null; the
 * order keeps the name and e-mail it was placed with). An admin cannot delete their own account here, and the
 * last admin cannot be deleted (409). Their profile photo leaves storage.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES as M } from '../../../../domain/schemas/admin-messages';
import { AdminUsersQuery, type AdminUserDto } from '../../../../domain/schemas/admin-users';
import { IdParams } from '../../../../domain/schemas/common';
import { orders, users } from '../../../db/schema';
import { conflict, notFound } from '../../../errors';
import { removeUnreferencedImages } from '../shared/images';
import { containsPattern, pageInfo, pageWindow } from '../shared/paging';

/** Serialises admin-account deletions, so two admins deleting each other cannot leave the shop without one. */
const ADMIN_DELETE_LOCK = 724_310_043;

function toUserDto(u: typeof users.$inferSelect): AdminUserDto {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    mobile: u.mobile,
    role: u.role,
    image: u.imageUrl ? { url: u.imageUrl } : null,
    createdAt: u.createdAt.toISOString(),
  };
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/allusers', { schema: { querystring: AdminUsersQuery } }, async (request) => {
    const query = request.query;
    const conditions: Array<SQL | undefined> = [];
    if (query.role) conditions.push(eq(users.role, query.role));
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(
        or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern)),
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await app.db.select({ n: count() }).from(users).where(where);
    const { limit, offset } = pageWindow(query);
    const list = app.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic();
    if (limit !== undefined) list.limit(limit).offset(offset ?? 0);
    const rows = await list;
    return { success: true as const, users: rows.map(toUserDto), ...pageInfo(query, total?.n ?? 0) };
  });

  app.delete('/auth/deleteUser/:id', { schema: { params: IdParams } }, async (request) => {
    const { id } = request.params;
    const { imageUrl, ordersKept } = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_DELETE_LOCK})`);
      const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      if (!target) throw notFound(M.userNotFound);
      if (target.id === request.user?.id) throw conflict(M.deleteSelf);
      if (target.role === 'admin') {
        const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
        if ((admins?.n ?? 0) <= 1) throw conflict(M.deleteLastAdmin);
      }
      const [kept] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, id));
      await tx.delete(users).where(eq(users.id, id));
      return { imageUrl: target.imageUrl, ordersKept: kept?.n ?? 0 };
    });
    await removeUnreferencedImages(app, [imageUrl]);
    return { success: true as const, message: M.userDeleted, ordersKept };
  });
};

export default userRoutes;
