/** Buying through the API for the invoice and hallmark tests: cart → checkout → test payment page → order. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CreateOrderReply, type OrderDto } from '../../../src/domain/schemas/orders';
import { CreateCheckoutReply } from '../../../src/domain/schemas/payments';
import { variants } from '../../../src/server/db/schema';
import { VALID_ADDRESS, addToCart, completeSandbox, createCheckout, createOrder } from '../../helpers/buying';
import type { TestUser } from '../../helpers/users';

export const KARNATAKA_ADDRESS = {
  ...VALID_ADDRESS,
  fullName: 'Ravi Kumar',
  addressLine1: '7, Lavelle Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'karnataka',
  zipCode: '560001',
};

export interface Piece {
  productId: string;
  variantId: string;
  quantity?: number;
  selectedSize?: string;
}

/** A paid order of these pieces, as createOrder answers it. */
export async function buy(
  app: FastifyInstance,
  user: TestUser,
  pieces: Piece[],
  address: object = VALID_ADDRESS,
): Promise<OrderDto> {
  for (const piece of pieces) {
    const added = await addToCart(app, user, piece);
    expect(added.statusCode, added.body).toBe(200);
  }
  const checkout = await createCheckout(app, user, address);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { id } = CreateCheckoutReply.parse(checkout.json());
  const paid = await completeSandbox(app, user, id);
  expect(paid.statusCode, paid.body).toBe(200);
  const placed = await createOrder(app, user, id);
  expect(placed.statusCode, placed.body).toBe(200);
  return CreateOrderReply.parse(placed.json()).order;
}

export async function setWeight(app: FastifyInstance, variantId: string, weightGrams: number) {
  await app.db.update(variants).set({ weightGrams }).where(eq(variants.id, variantId));
}

export function getInvoice(app: FastifyInstance, orderId: string, user?: TestUser) {
  return app.inject({ method: 'GET', url: `/api/order/${orderId}/invoice`, headers: user?.headers ?? {} });
}
