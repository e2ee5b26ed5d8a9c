/**
 * One simulated shopper: the whole journey through HTTP, again and again until the run ends — the home page's
 * calls, a category listing, a search, a product, signing in, adding the piece to the cart, checkout, paying on the
 * test provider's hosted page (its GET and the Pay POST with the test card, exactly what /payment-sandbox/{id}
 * sends), and the success page's createOrder. A step that fails ends that journey (counted by step and status);
 * the shopper starts the next one.
 */
import type { Client, Reply } from './client';
import type { Recorder } from './stats';

export const STEPS = [
  'home',
  'listing',
  'search',
  'product',
  'sign-in',
  'add-to-cart',
  'create-checkout',
  'pay',
  'create-order',
  'journey',
] as const;
export type Step = (typeof STEPS)[number];

export interface Shopper {
  email: string;
  password: string;
}

const SEARCHES = ['ring', 'gold', 'pendant', 'diamond', 'solitare', 'earrings', 'bangle', 'platinum'];
const ADDRESS = {
  fullName: 'Bench Shopper',
  addressLine1: '12, Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400002',
  country: 'India',
  phoneNumber: '+91 98765 43210',
};
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

type Json = Record<string, unknown>;
interface Variant {
  _id: string;
  size: string[];
  stock: number;
}
interface Product {
  _id: string;
  slug: string;
  variants: Variant[];
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

class StepFailed extends Error {}

export async function runShopper(
  client: Client,
  shopper: Shopper,
  categorySlugs: string[],
  rec: Recorder,
  until: number,
): Promise<void> {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      await journey(client, shopper, categorySlugs, rec);
      rec.journeys += 1;
      rec.time('journey', performance.now() - started);
    } catch (err) {
      if (!(err instanceof StepFailed)) throw err;
    }
  }
}

/** Times a step (one or several calls); any reply that is not 2xx fails the step and the journey. */
async function step(rec: Recorder, name: Step, calls: () => Promise<Reply[]>): Promise<Json[]> {
  const started = performance.now();
  const replies = await calls();
  const bad = replies.find((r) => r.status < 200 || r.status >= 300);
  if (bad) {
    const message =
      bad.error ??
      (typeof bad.body === 'object' && bad.body ? String((bad.body as Json).message) : String(bad.body));
    rec.error(name, bad.status, message);
    throw new StepFailed(name);
  }
  rec.time(name, performance.now() - started);
  return replies.map((r) => (r.body ?? {}) as Json);
}

async function journey(client: Client, shopper: Shopper, categorySlugs: string[], rec: Recorder) {
  const { call } = client;
  // The home page, as a first visit fetches it: one server-rendered page that carries its data (the header's
  // navigation, the collection banners, the three product rows, shop-by-category; decision 112). Later pages
  // of the visit are rendered by the browser from API calls.
  await step(rec, 'home', async () => [await call('GET', '/', { page: true })]);
  const [listing] = await step(rec, 'listing', async () => [
    await call('GET', `/api/product/get-products-filtered?slug=${pick(categorySlugs)}&page=1&limit=24`),
  ]);
  await step(rec, 'search', async () => [
    await call('GET', `/api/product/search?q=${encodeURIComponent(pick(SEARCHES))}`),
  ]);
  const candidates = ((listing!.products as Product[]) ?? []).filter((p) =>
    p.variants.some((v) => v.stock > 0),
  );
  if (!candidates.length) {
    rec.error('listing', 200, 'no product in stock on the listing');
    throw new StepFailed('listing');
  }
  const [productReply] = await step(rec, 'product', async () => [
    await call('GET', `/api/product/get-product/${encodeURIComponent(pick(candidates).slug)}`),
  ]);
  const product = productReply!.product as Product;
  const variant = pick(
    product.variants.filter((v) => v.stock > 0).length
      ? product.variants.filter((v) => v.stock > 0)
      : product.variants,
  );

  const [session] = await step(rec, 'sign-in', async () => [
    await call('POST', '/api/auth/login-user', {
      body: { email: shopper.email, password: shopper.password },
    }),
  ]);
  const token = String(session!.token);
  await step(rec, 'add-to-cart', async () => [
    await call('POST', '/api/cart/addToCart', {
      token,
      body: {
        productId: product._id,
        variantId: variant._id,
        quantity: 1,
        variantDetails: { selectedSize: variant.size[0] ?? '' },
      },
    }),
  ]);
  const [checkout] = await step(rec, 'create-checkout', async () => [
    await call('POST', '/api/payment/create-checkout', {
      token,
      body: { products: [{ price: 1 }], paymentMethod: 'card', shippingAddress: ADDRESS },
    }),
  ]);
  const sessionId = String(checkout!.id);
  // The hosted page loads the session, then the shopper pays with the test card that succeeds.
  const [, paid] = await step(rec, 'pay', async () => {
    const page = await call('GET', `/api/payment/sandbox/${sessionId}`, { token });
    if (page.status !== 200) return [page];
    return [
      page,
      await call('POST', `/api/payment/sandbox/${sessionId}/complete`, {
        token,
        body: { outcome: 'paid', ...CARD },
      }),
    ];
  });
  if (paid!.outcome !== 'paid') {
    rec.error('pay', 200, `outcome ${String(paid!.outcome)}`);
    throw new StepFailed('pay');
  }
  await step(rec, 'create-order', async () => [
    await call('POST', '/api/order/createOrder', { token, body: { stripeSessionId: sessionId } }),
  ]);
}
