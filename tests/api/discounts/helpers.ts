/** Discount codes through the API for the discount tests: make a code, validate it, check out and pay with it. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminDiscountReply, type DiscountInput } from '#domain/schemas/discounts';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import type { OrderDto } from '#domain/schemas/orders';
import { products } from '#server/db/schema';
import { VALID_ADDRESS, fillCart as fillCartWith, payAndPlace } from '#tests/helpers/buying';
import type { MadeProduct } from '#tests/helpers/catalog-fixtures';
import type { TestUser } from '#tests/helpers/users';

/** A code through POST /api/admin/discounts; fails the test unless it is created. */
export async function makeCode(
  app: FastifyInstance,
  admin: TestUser,
  input: Partial<DiscountInput> & Pick<DiscountInput, 'code'>,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: admin.headers,
    payload: { type: 'percent', value: 10, ...input },
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminDiscountReply.parse(res.json()).discount;
}

export function validate(app: FastifyInstance, user: TestUser | null, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/discounts/validate',
    headers: user?.headers ?? {},
    payload,
  });
}

export function checkoutWithCode(app: FastifyInstance, user: TestUser, discountCode?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout',
    headers: user.headers,
    payload: {
      paymentMethod: 'card',
      shippingAddress: VALID_ADDRESS,
      ...(discountCode ? { discountCode } : {}),
    },
  });
}

export async function categoryOf(app: FastifyInstance, product: MadeProduct): Promise<string> {
  const [row] = await app.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, product.id));
  return row!.categoryId!;
}

export interface Piece {
  product: MadeProduct;
  quantity?: number;
}

export async function fillCart(app: FastifyInstance, user: TestUser, pieces: Piece[]) {
  await fillCartWith(
    app,
    user,
    pieces.map(({ product, quantity }) => ({
      productId: product.id,
      variantId: product.variants[0]!.id,
      quantity: quantity ?? 1,
    })),
  );
}

/** Cart → checkout with the code → the test provider's page → the order. */
export async function buyWithCode(
  app: FastifyInstance,
  user: TestUser,
  pieces: Piece[],
  code: string,
): Promise<OrderDto> {
  await fillCart(app, user, pieces);
  const checkout = await checkoutWithCode(app, user, code);
  expect(checkout.statusCode, checkout.body).toBe(200);
  return payAndPlace(app, user, CreateCheckoutReply.parse(checkout.json()).id);
}
