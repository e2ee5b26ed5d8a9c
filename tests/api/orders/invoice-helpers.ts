/** Buying through the API for the invoice and hallmark tests: cart → checkout → test payment page → order. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderDto } from '#domain/schemas/orders';
import { variants } from '#server/db/schema';
import { VALID_ADDRESS, buyCart, fillCart } from '#tests/helpers/buying';
import type { TestUser } from '#tests/helpers/users';

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
  await fillCart(app, user, pieces);
  return buyCart(app, user, address);
}

export async function setWeight(app: FastifyInstance, variantId: string, weightGrams: number) {
  await app.db.update(variants).set({ weightGrams }).where(eq(variants.id, variantId));
}

export function getInvoice(app: FastifyInstance, orderId: string, user?: TestUser) {
  return app.inject({ method: 'GET', url: `/api/order/${orderId}/invoice`, headers: user?.headers ?? {} });
}
