/**
 * Discount codes in the back office (docs/api/admin.md "Discount codes", docs/decisions/099). Admin only: checked
 * on `onRequest`, before any body is read (docs/decisions/043); replies are private (`no-store`).
 *
 * GET    /api/admin/discounts?q=&page=&limit=  newest first, a page at a time, each with how often it was used
 * GET    /api/admin/discounts/{id}
 * POST   /api/admin/discounts                  201 — the code unique whatever its case (409 otherwise)
 * PUT    /api/admin/discounts/{id}             what it sends replaces those fields; the rest stay (so
 *                                              `{ active: false }` deactivates)
 * DELETE /api/admin/discounts/{id}             only a code no order used and no checkout is paying with
 *                                              (409: deactivate it instead — the orders keep their discount)
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISCOUNT_ADMIN_MESSAGES as M } from '#domain/discounts';
import { rupeesToPaise } from '#domain/money';
import {
  AdminDiscountsQuery,
  DiscountInput,
  AdminDiscountReply,
  AdminDiscountsReply,
  DeleteDiscountReply,
  type DiscountInput as DiscountPayload,
  type DiscountValues,
} from '#domain/schemas/discounts';
import { IdParams } from '#domain/schemas/common';
import { discountValueFromApi } from '#domain/discounts';
import type { Db, Tx } from '#server/db/client';
import { categories, discounts } from '#server/db/schema';
import { badRequest, conflict, notFound, parseInput } from '#server/errors';
import { containsAny, listRouteOptions, readPage } from '#server/lib/paging';
import { toAdminDiscountDto, toDiscountInput } from './discount-dto';
import {
  findDiscountByCode,
  heldCheckouts,
  timesUsed,
  type DiscountRow,
} from '#server/lib/discounts/discount-store';

/**
 * An edit's body: any object (its known fields are read and checked over the stored discount; the rest ignored).
 */
const EditBody = z.looseObject({}, { error: M.value });

/** What a payload may set; anything else in an edit's body is ignored. */
const FIELDS: ReadonlyArray<keyof DiscountPayload> = [
  'code',
  'type',
  'value',
  'minOrder',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'categoryIds',
  'active',
];

/** The columns of a checked payload. */
function toColumns(v: DiscountValues) {
  return {
    code: v.code,
    type: v.type,
    value: discountValueFromApi(v.value),
    minOrderPaise: rupeesToPaise(v.minOrder),
    startsAt: v.startsAt ? new Date(v.startsAt) : null,
    endsAt: v.endsAt ? new Date(v.endsAt) : null,
    usageLimit: v.usageLimit,
    perCustomerLimit: v.perCustomerLimit,
    categoryIds: v.categoryIds,
    active: v.active,
  };
}

/** 409 when another discount has this code in any case; 400 when a chosen category is gone. */
async function assertSavable(tx: Tx, v: DiscountValues, exceptId?: string): Promise<void> {
  const clash = await findDiscountByCode(tx, v.code);
  if (clash && clash.id !== exceptId)
    throw conflict(M.codeTaken(v.code), [{ path: 'code', message: M.codeTaken(v.code) }]);
  if (v.categoryIds.length) {
    const found = await tx.$count(categories, inArray(categories.id, v.categoryIds));
    if (found !== v.categoryIds.length)
      throw badRequest(M.categoryMissing, [{ path: 'categoryIds', message: M.categoryMissing }]);
  }
}

/** Two admins saving the same new code at once: the unique index answers, with the same message. */
function codeClash(err: unknown, code: string): never {
  const pg = (err as { code?: string; cause?: { code?: string } }) ?? {};
  if (pg.code === '23505' || pg.cause?.code === '23505')
    throw conflict(M.codeTaken(code), [{ path: 'code', message: M.codeTaken(code) }]);
  throw err;
}

async function reply(tx: Db | Tx, row: DiscountRow) {
  const used = await timesUsed(tx, [row.id]);
  return toAdminDiscountDto(row, used.get(row.id) ?? 0);
}

/**
 * Discount `id`, locked for the transaction as create-checkout and the order lock it (no checkout or order can take
 * it up meanwhile); 404 when there is none.
 */
async function lockDiscount(tx: Tx, id: string): Promise<DiscountRow> {
  const [existing] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
  if (!existing) throw notFound(M.notFound);
  return existing;
}

const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  app.addHook('onSend', async (_request, res, payload) => {
    res.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/admin/discounts',
    { ...admin, ...listRouteOptions(AdminDiscountsQuery, AdminDiscountsReply) },
    async (request): Promise<AdminDiscountsReply> => {
      const query = request.query;
      const where = containsAny(query.q, [discounts.code]);
      const newest = [desc(discounts.createdAt), desc(discounts.id)];
      const { rows, paging } = await readPage(app.db, discounts, where, newest, query);
      const used = await timesUsed(
        app.db,
        rows.map((r) => r.id),
      );
      const now = new Date();
      return {
        success: true,
        discounts: rows.map((r) => toAdminDiscountDto(r, used.get(r.id) ?? 0, now)),
        ...paging,
      };
    },
  );

  app.get(
    '/admin/discounts/:id',
    { ...admin, schema: { params: IdParams, response: { 200: AdminDiscountReply } } },
    async (request): Promise<AdminDiscountReply> => {
      const [row] = await app.db.select().from(discounts).where(eq(discounts.id, request.params.id));
      if (!row) throw notFound(M.notFound);
      return { success: true, discount: await reply(app.db, row) };
    },
  );

  const created = { body: DiscountInput, response: { 201: AdminDiscountReply } };
  app.post(
    '/admin/discounts',
    { ...admin, schema: created },
    async (request, res): Promise<AdminDiscountReply> => {
      const input = request.body;
      const discount = await app.db
        .transaction(async (tx) => {
          await assertSavable(tx, input);
          const [row] = await tx.insert(discounts).values(toColumns(input)).returning();
          return reply(tx, row!);
        })
        .catch((err: unknown) => codeClash(err, input.code));
      res.status(201);
      return { success: true, message: M.created, discount };
    },
  );

  app.put(
    '/admin/discounts/:id',
    { ...admin, schema: { params: IdParams, body: EditBody, response: { 200: AdminDiscountReply } } },
    async (request): Promise<AdminDiscountReply> => {
      const body = request.body;
      const sent = Object.fromEntries(
        Object.entries(body).filter(([k]) => (FIELDS as readonly string[]).includes(k)),
      );
      let code = '';
      const discount = await app.db
        .transaction(async (tx) => {
          const existing = await lockDiscount(tx, request.params.id);
          // An edit sends only what changes: the stored discount with those fields is what must be valid.
          const input = parseInput(DiscountInput, { ...toDiscountInput(existing), ...sent });
          code = input.code;
          await assertSavable(tx, input, existing.id);
          const [row] = await tx
            .update(discounts)
            .set(toColumns(input))
            .where(eq(discounts.id, existing.id))
            .returning();
          return reply(tx, row!);
        })
        .catch((err: unknown) => codeClash(err, code));
      return { success: true, message: M.updated, discount };
    },
  );

  const deleted = { params: IdParams, response: { 200: DeleteDiscountReply } };
  app.delete('/admin/discounts/:id', { ...admin, schema: deleted }, async (request) => {
    await app.db.transaction(async (tx) => {
      const existing = await lockDiscount(tx, request.params.id);
      const used = (await timesUsed(tx, [existing.id])).get(existing.id) ?? 0;
      if (used > 0) throw conflict(M.inUse(used));
      if ((await heldCheckouts(tx, existing.code)) > 0) throw conflict(M.held);
      await tx.delete(discounts).where(eq(discounts.id, existing.id));
    });
    return { success: true as const, message: M.deleted };
  });
};

export default discountAdminRoutes;
