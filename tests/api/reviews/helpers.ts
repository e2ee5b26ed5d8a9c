/** Shared setup of the reviews API tests: a product, shoppers with delivered orders of it, review calls. */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '#tests/helpers/users';
import { insertOrder, type AdminTestContext } from '../admin/helpers';
import type { MadeProduct } from '#tests/helpers/catalog-fixtures';
import { orders } from '#server/db/schema';

/** A review body that passes every rule. */
export const GOOD_REVIEW = {
  rating: 5,
  title: 'Sparkles all day',
  text: 'Bought it for our anniversary and it has not left my finger since.',
};

/**
 * A paid order of `product` for `user`, moved to Delivered through the admin's status call (as the shop owner
 * does), or left in another state. Answers the order's id.
 */
export async function orderOf(
  ctx: AdminTestContext,
  user: TestUser,
  product: MadeProduct,
  status: 'Placed' | 'Shipped' | 'Delivered' | 'Cancelled' = 'Delivered',
): Promise<string> {
  const order = await insertOrder(ctx, {
    userId: user.id,
    customerEmail: user.email,
    customerName: user.name,
    lines: [
      {
        productId: product.id,
        variantId: product.variants[0]!.id,
        name: product.title,
        image: '/uploads/demo/x.webp',
        pricePaise: product.variants[0]!.pricePaise,
        quantity: 1,
      },
    ],
  });
  if (status === 'Delivered') {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/${order.id}/status`,
      headers: ctx.admin.headers,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  } else if (status !== 'Placed') {
    // Other states straight in the database: cancelling through the admin asks for a confirmation and a refund
    // decision, which are not what these tests are about.
    await ctx.app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  return order.id;
}

export function postReview(app: FastifyInstance, user: TestUser | null, productId: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/product/${productId}/reviews`,
    headers: user ? user.headers : {},
    payload: payload as object,
  });
}

export function moderate(app: FastifyInstance, user: TestUser | null, reviewId: string, status: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/reviews/${reviewId}`,
    headers: user ? user.headers : {},
    payload: { status } as object,
  });
}

/** The JSON-LD blocks of a page. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
