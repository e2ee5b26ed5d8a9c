/**
 * Setting the stage for the buying journeys through the real API of the shared test server: shoppers with unique
 * e-mails, products of the test's own (created with the admin account, so no test buys out demo stock another
 * test reads), server carts, and a browser page that is already signed in or holds a guest cart.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseURL } from './browser';
import { e2eEnv } from './e2e-env';
import { putSession } from './session';

export interface Shopper {
  email: string;
  password: string;
  name: string;
  token: string;
  user: { _id: string; name: string; email: string; role: string };
}

interface ProductVariant {
  _id: string;
  material: string;
  purity: string;
  size: string[];
  price: number;
  stock: number;
  sku: string;
  images: string[];
  discount: { type: string | null; value: number };
}
export interface TestProduct {
  _id: string;
  title: string;
  slug: string;
  mainImage: string;
  variants: ProductVariant[];
}

export async function call<T = Record<string, unknown>>(
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

export const uniqueEmail = (tag = 'buyer') =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;

/** Signs up (POST /api/auth/register-user) and logs in a new shopper. */
export async function newShopper(name = 'Asha Menon'): Promise<Shopper> {
  const email = uniqueEmail();
  const password = 'gold-bangle-2026';
  const reg = await call('/api/auth/register-user', {
    method: 'POST',
    body: { name, phone: '9820012345', email, password },
  });
  if (reg.status >= 300) throw new Error(`sign-up failed: ${JSON.stringify(reg.body)}`);
  const login = await call<{ token: string; user: Shopper['user'] }>('/api/auth/login-user', {
    method: 'POST',
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { email, password, name, token: login.body.token, user: login.body.user };
}

let adminToken: Promise<string> | null = null;
export function admin(): Promise<string> {
  adminToken ??= call<{ token: string }>('/api/auth/login-user', {
    method: 'POST',
    body: { email: e2eEnv('adminEmail'), password: e2eEnv('adminPassword') },
  }).then((r) => {
    if (r.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(r.body)}`);
    return r.body.token;
  });
  return adminToken;
}

/** A demo ring: its category, subcategory and picture are reused for the test's own products. */
async function demoRing(): Promise<{ categoryId: string; subcategoryId: string | null; image: string }> {
  const { body } = await call<{
    products: Array<{
      category: { _id: string; name: string };
      subcategory: { _id: string } | null;
      mainImage: string;
    }>;
  }>('/api/product/getproducts?limit=100');
  const ring = body.products.find((p) => p.category.name === 'Rings') ?? body.products[0]!;
  return {
    categoryId: ring.category._id,
    subcategoryId: ring.subcategory?._id ?? null,
    image: ring.mainImage,
  };
}

export interface VariantSpec {
  material?: string;
  purity?: string;
  price?: number;
  stock: number;
  sizes?: string[];
  discountPercent?: number;
}

/** Creates an active product of the test's own through the admin API (JSON body). */
export async function createProduct(title: string, variants: VariantSpec[]): Promise<TestProduct> {
  const token = await admin();
  const ring = await demoRing();
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const res = await call<{ product: TestProduct }>('/api/product/add-product', {
    method: 'POST',
    token,
    body: {
      title: `${title} ${tag}`,
      description: 'Made for a browser test.',
      categoryId: ring.categoryId,
      subCategoryId: ring.subcategoryId ?? '',
      mainImage: ring.image,
      variants: variants.map((v, i) => ({
        material: v.material ?? 'Yellow Gold',
        purity: v.purity ?? '18KT',
        sku: `E2E-${tag}-${i}`,
        price: v.price ?? 25_000,
        stock: v.stock,
        sizes: v.sizes ?? [],
        weight: 3,
        images: [ring.image],
        ...(v.discountPercent ? { discount: { type: 'percentage', value: v.discountPercent } } : {}),
      })),
    },
  });
  if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
  return res.body.product;
}

export async function addToServerCart(
  shopper: Shopper,
  product: TestProduct,
  variant: ProductVariant,
  quantity: number,
  selectedSize?: string,
): Promise<void> {
  const res = await call('/api/cart/addToCart', {
    method: 'POST',
    token: shopper.token,
    body: { productId: product._id, variantId: variant._id, quantity, selectedSize },
  });
  if (res.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(res.body)}`);
}

/** Signs the browser in the way a login does: the session cookie plus the `user` record (helpers/session.ts). */
export async function signInBrowser(page: Page, shopper: Shopper): Promise<void> {
  await putSession(page, shopper, '/');
}

/**
 * The buying journeys' start: a new shopper (named as given) with `quantity` of the product's first variant in
 * their bag on the server, signed in in this browser.
 */
export async function signedInWithBag(
  page: Page,
  name: string,
  product: TestProduct,
  quantity: number,
): Promise<Shopper> {
  const shopper = await newShopper(name);
  await addToServerCart(shopper, product, product.variants[0]!, quantity);
  await signInBrowser(page, shopper);
  return shopper;
}

/** A guest cart line as the product card stores it (`guestCart`). */
export function guestLine(product: TestProduct, variant: ProductVariant, quantity: number, size = '') {
  return {
    productId: product._id,
    variantId: variant._id,
    quantity,
    name: product.title,
    slug: product.slug,
    mainImage: variant.images[0] ?? product.mainImage,
    variantDetails: {
      material: variant.material,
      purity: variant.purity,
      selectedSize: size,
      price: variant.price,
      originalPrice: variant.price,
      stock: variant.stock,
      sku: variant.sku,
    },
  };
}

/**
 * Puts `lines` in the guest bag as the app keeps it: in storage, and (once the app starts again, as it does on
 * every page) in the bag's cookie copy, which tells the server the bag is not empty (docs/decisions/122).
 */
export async function setGuestCart(page: Page, lines: unknown[]): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('guestCart', JSON.stringify(l)), lines);
  await page.reload();
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]', { hasText: text });

/** Fills checkout step 2 with a valid Indian address and confirms it. */
export async function fillShipping(page: Page): Promise<void> {
  await page.getByLabel('Address Line 1').fill('12, Marine Drive');
  await page.getByLabel('Address Line 2').fill('Flat 4B, Sea View');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('PIN Code').fill('400 002');
  await page.getByLabel('Phone Number').fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Continue to Order Summary' }).click();
}

/** Fills the sandbox card page and presses Pay. */
export async function payOnSandbox(page: Page, cardNumber: string, name = 'Asha Menon'): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel(/Expiration date/).fill('12 / 34');
  await page.getByLabel(/Security code/).fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}
