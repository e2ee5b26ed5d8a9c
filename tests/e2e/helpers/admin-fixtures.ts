/**
 * Data the admin browser tests set up through the API of the shared test server: an admin session, shoppers,
 * products of their own (so no demo product another test reads is changed), a paid order, a viewing request
 * and a contact message. Every name is unique per call.
 */
import type { Page } from '@playwright/test';
import { putSession } from './session';

export interface Session {
  token: string;
  user: { _id: string; name: string; email: string; role: string };
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const data = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path} → ${res.status}: ${data.message ?? ''}`);
  return data;
}

export function login(base: string, email: string, password: string): Promise<Session> {
  return call<Session>(base, '/api/auth/login-user', { method: 'POST', body: { email, password } });
}

export async function registerShopper(base: string, name = 'Meera Iyer') {
  const email = `${unique('shopper')}@example.in`;
  const password = 'shopper-pass-1';
  const session = await call<Session>(base, '/api/auth/register-user', {
    method: 'POST',
    body: { name, phone: '9820012345', email, password },
  });
  return { ...session, email, password };
}

/**
 * Signs the page in as a login does: the session cookie plus the user record (helpers/session.ts); the next
 * navigation is signed in.
 */
export async function useSession(page: Page, session: Session): Promise<void> {
  await putSession(page, session);
}

export interface FixtureProduct {
  _id: string;
  slug: string;
  title: string;
  mainImage: string;
  category: { _id: string };
  variants: Array<{
    _id: string;
    sku: string;
    price: number;
    size: string[];
    material: string;
    purity: string;
    weight: number;
  }>;
}
interface ProductReply {
  product: FixtureProduct;
}

/** A category of the test's own (not featured), so its products change no demo listing. */
export async function createCategory(base: string, adminToken: string, name = unique('Fixture Category')) {
  const { category } = await call<{ category: { _id: string; name: string; slug: string } }>(
    base,
    '/api/category/add-category',
    { method: 'POST', token: adminToken, body: { name } },
  );
  return category;
}

/** An image the shop already holds (a demo picture), for products made through the JSON API. */
export async function shopImage(base: string): Promise<string> {
  const { products } = await call<{ products: Array<{ mainImage: string }> }>(
    base,
    '/api/product/getproducts?limit=100',
  );
  const url = products.find((p) => p.mainImage.startsWith('/uploads/'))?.mainImage;
  if (!url) throw new Error('no demo image');
  return url;
}

/** A product of the test's own in the first category, one variant, in stock. */
export async function createProduct(
  base: string,
  adminToken: string,
  options: { categoryId: string; title?: string; price?: number; stock?: number; sizes?: string[] },
) {
  const image = await shopImage(base);
  const title = options.title ?? unique('Fixture Ring');
  const reply = await call<ProductReply>(base, '/api/product/add-product', {
    method: 'POST',
    token: adminToken,
    body: {
      title,
      category: options.categoryId,
      mainImage: image,
      variants: [
        {
          material: 'Yellow Gold',
          purity: '18KT',
          sku: unique('FIX').toUpperCase(),
          price: options.price ?? 12500,
          stock: options.stock ?? 5,
          weight: 3.2,
          size: options.sizes ?? ['7'],
          images: [image],
        },
      ],
    },
  });
  return reply.product;
}

/** A shopper puts one piece in the cart and starts the card checkout (docs/api/buying.md). */
export async function startCheckout(
  base: string,
  shopper: Session,
  product: FixtureProduct,
): Promise<string> {
  const variant = product.variants[0]!;
  await call(base, '/api/cart/addToCart', {
    method: 'POST',
    token: shopper.token,
    body: { productId: product._id, variantId: variant._id, quantity: 1, selectedSize: variant.size[0] },
  });
  const checkout = await call<{ id: string }>(base, '/api/payment/create-checkout', {
    method: 'POST',
    token: shopper.token,
    body: {
      paymentMethod: 'card',
      shippingAddress: {
        fullName: shopper.user.name,
        addressLine1: '12, Marine Drive',
        addressLine2: 'Flat 4B',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400002',
        country: 'India',
        phoneNumber: '+91 98765 43210',
      },
    },
  });
  return checkout.id;
}

/** Pays a checkout with the 4242 test card; the order is made at once. */
export async function payCheckout(base: string, shopper: Session, sessionId: string) {
  await call(base, `/api/payment/sandbox/${sessionId}/complete`, {
    method: 'POST',
    token: shopper.token,
    body: { outcome: 'paid', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  });
  const { order } = await call<{ order: { _id: string; orderNumber: number } }>(
    base,
    '/api/order/createOrder',
    {
      method: 'POST',
      token: shopper.token,
      body: { stripeSessionId: sessionId },
    },
  );
  return order;
}

/** A shopper buys one piece with the test card: cart → checkout → the sandbox pays. */
export async function placeOrder(base: string, shopper: Session, product: FixtureProduct) {
  return payCheckout(base, shopper, await startCheckout(base, shopper, product));
}

/** The admin sets the first variant's stock (a whole edit, as the form sends it). */
export async function setStock(base: string, adminToken: string, product: FixtureProduct, stock: number) {
  const v = product.variants[0]!;
  await call(base, `/api/product/update-product/${product._id}`, {
    method: 'PUT',
    token: adminToken,
    body: {
      title: product.title,
      category: product.category._id,
      mainImage: product.mainImage,
      variants: [
        {
          _id: v._id,
          material: v.material,
          purity: v.purity,
          sku: v.sku,
          price: v.price,
          weight: v.weight,
          stock,
        },
      ],
    },
  });
}

/** The next Monday–Saturday at least two days ahead, as YYYY-MM-DD in India. */
function viewingDate(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', weekday: 'short' }).format(d) === 'Sun')
    d.setTime(d.getTime() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

export async function requestViewing(base: string, name = unique('Viewer')) {
  const email = `${unique('viewer')}@example.in`;
  const reply = await call<{ appointment: { _id: string; name: string } }>(
    base,
    '/api/appointments/request-virtual-view',
    {
      method: 'POST',
      body: {
        name,
        email,
        date: viewingDate(),
        time: '15:30',
        material: 'Rose Gold',
        shape: 'Oval',
        budget: '₹50,000 – ₹1,00,000',
        notes: 'An engagement ring, oval, with a thin band.',
      },
    },
  );
  return reply.appointment;
}

export async function sendContactMessage(base: string, subject = unique('Sizing question')) {
  await call(base, '/api/appointments/send-message', {
    method: 'POST',
    body: {
      name: 'Kavya Rao',
      email: `${unique('contact')}@example.in`,
      subject,
      message: 'Can a ring be resized after delivery? I am between sizes 6 and 7.',
    },
  });
  return subject;
}
