/** Steps of the buying flow through the API, for tests of cart, payments and orders. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CreateOrderReply, type OrderDto } from '#domain/schemas/orders';
import { CreateCheckoutReply } from '#domain/schemas/payments';
import type { TestUser } from './users';

export const VALID_ADDRESS = {
  fullName: 'Asha Menon',
  addressLine1: '12, Marine Drive',
  addressLine2: 'Flat 4B',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400002',
  country: 'India',
  phoneNumber: '+91 98765 43210',
};

export const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };

export async function addToCart(
  app: FastifyInstance,
  user: TestUser,
  line: { productId: string; variantId: string; quantity?: number; selectedSize?: string; price?: number },
) {
  return app.inject({
    method: 'POST',
    url: '/api/cart/addToCart',
    headers: user.headers,
    payload: {
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity ?? 1,
      name: 'Whatever the client says',
      mainImage: '/evil.png',
      variantDetails: {
        material: 'Platinum',
        purity: '22KT',
        selectedSize: line.selectedSize ?? '',
        price: line.price ?? 1,
      },
    },
  });
}

export async function createCheckout(app: FastifyInstance, user: TestUser, address: object = VALID_ADDRESS) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout',
    headers: user.headers,
    payload: { products: [{ price: 1 }], paymentMethod: 'card', shippingAddress: address },
  });
}

export async function completeSandbox(
  app: FastifyInstance,
  user: TestUser,
  sessionId: string,
  body: Record<string, unknown> = { outcome: 'paid', ...PAY_CARD },
) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${sessionId}/complete`,
    headers: user.headers,
    payload: body,
  });
}

export async function createOrder(app: FastifyInstance, user: TestUser, stripeSessionId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/order/createOrder',
    headers: user.headers,
    // The spec's order JSON rides along and must be ignored.
    payload: {
      stripeSessionId,
      cartItems: [{ productId: 'x', quantity: 99, priceAtPurchase: 1 }],
      totalAmount: 1,
      paymentStatus: 'Paid',
    },
  });
}

/** Puts each line in the user's cart; fails the test unless every one is added. */
export async function fillCart(
  app: FastifyInstance,
  user: TestUser,
  lines: Array<Parameters<typeof addToCart>[2]>,
): Promise<void> {
  for (const line of lines) {
    const added = await addToCart(app, user, line);
    expect(added.statusCode, added.body).toBe(200);
  }
}

/** Pays a checkout on the test provider's page (4242…) and makes its order; answers the order. */
export async function payAndPlace(
  app: FastifyInstance,
  user: TestUser,
  checkoutId: string,
): Promise<OrderDto> {
  const paid = await completeSandbox(app, user, checkoutId);
  expect(paid.statusCode, paid.body).toBe(200);
  const placed = await createOrder(app, user, checkoutId);
  expect(placed.statusCode, placed.body).toBe(200);
  return CreateOrderReply.parse(placed.json()).order;
}

/** A paid order of what the user's cart holds: a card checkout to `address`, paid, the order made. */
export async function buyCart(
  app: FastifyInstance,
  user: TestUser,
  address: object = VALID_ADDRESS,
): Promise<OrderDto> {
  const checkout = await createCheckout(app, user, address);
  expect(checkout.statusCode, checkout.body).toBe(200);
  return payAndPlace(app, user, CreateCheckoutReply.parse(checkout.json()).id);
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable decoded, for text assertions. */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every mail written to DATA_DIR/outbox so far. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), body: decodeQuotedPrintable(raw) };
    }),
  );
}
