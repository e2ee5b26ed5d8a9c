/** Shared setup of the admin API tests: an app, an admin and a shopper, images, forms and direct-DB orders. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { call, createUser, type TestUser } from '#tests/helpers/users';
import { nextOrderNumber } from '#server/db/counters';
import { orderLines, orders, paymentSessions, type ShippingAddress } from '#server/db/schema';
import type { OrderStatus } from '#domain/business-constants';
import type { AdminProductDto } from '#domain/schemas/admin-product';

export interface AdminTestContext {
  t: TestApp;
  app: FastifyInstance;
  admin: TestUser;
  shopper: TestUser;
}

export async function setupAdminTest(options: { seed?: boolean } = {}): Promise<AdminTestContext> {
  const t = await createTestApp({ seed: options.seed ?? false });
  const admin = await createUser(t.app, { role: 'admin', name: 'Meera Admin' });
  const shopper = await createUser(t.app, { role: 'user' });
  return { t, app: t.app, admin, shopper };
}

/** A small real PNG of one colour (different colours → different files). */
export async function png(color = '#a8834a', size = 48): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export type FileValue = Buffer | { data: Buffer; name: string; type?: string };

/** A multipart form: text fields (objects are sent as JSON text) and files (one or several per field). */
export function multipart(
  fields: Record<string, unknown>,
  files: Record<string, FileValue | FileValue[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [name, value] of Object.entries(files)) {
    for (const file of [value].flat()) {
      const {
        data,
        name: filename,
        type,
      } = Buffer.isBuffer(file) ? { data: file, name: 'picture.png', type: 'image/png' } : file;
      form.append(
        name,
        new Blob([new Uint8Array(data)], { type: type ?? 'application/octet-stream' }),
        filename,
      );
    }
  }
  return form;
}

export { call };

/** The file a stored image URL points at. */
export function imageFile(ctx: AdminTestContext, url: string): string {
  const [, , folder, file] = url.split('/');
  return path.join(ctx.app.images.root, folder!, file!);
}

export function expectStored(ctx: AdminTestContext, url: string, stored = true): void {
  expect(url).toMatch(/^\/uploads\/[a-z0-9-]+\/[a-z0-9-]+\.webp$/);
  expect(existsSync(imageFile(ctx, url)), `${url} ${stored ? 'should' : 'should not'} be stored`).toBe(
    stored,
  );
}

export async function addCategory(ctx: AdminTestContext, name: string, image?: Buffer) {
  const res = await call(
    ctx.app,
    ctx.admin,
    'POST',
    '/api/category/add-category',
    multipart({ name }, image ? { image } : {}),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category as { _id: string; name: string; slug: string; image: { url: string } };
}

export async function addSubcategory(ctx: AdminTestContext, categoryId: string, name: string) {
  const res = await call(
    ctx.app,
    ctx.admin,
    'POST',
    '/api/subcategory/add-subcategory',
    multipart({ name, category: categoryId }, { image: await png('#336699') }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().subcategory as { _id: string; name: string; slug: string; image: { url: string } };
}

export function variant(sku: string, extra: Record<string, unknown> = {}) {
  return {
    metalColor: 'Yellow Gold',
    purity: '18KT',
    sku,
    totalPrice: 25999,
    size: '6, 7',
    stock: 4,
    weightInGrams: 2.5,
    discount: { type: 'percentage', value: 10 },
    ...extra,
  };
}

/** Adds a product through the API with a main image and one image for each variant. */
export async function addProduct(
  ctx: AdminTestContext,
  product: Record<string, unknown>,
  options: { variantImages?: number } = {},
) {
  const variants = (product.variants as unknown[]) ?? [];
  const files: Record<string, FileValue | FileValue[]> = { mainImage: await png('#222222') };
  for (let i = 0; i < variants.length; i++)
    files[`variantImages_${i}`] = await Promise.all(
      Array.from({ length: options.variantImages ?? 1 }, (_, k) =>
        png(`#${(i * 40 + k * 9 + 16).toString(16).padStart(2, '0')}8844`),
      ),
    );
  const res = await call(
    ctx.app,
    ctx.admin,
    'POST',
    '/api/product/add-product',
    multipart({ product }, files),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as AdminProductDto;
}

export const ADDRESS: ShippingAddress = {
  fullName: 'Asha Menon',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  country: 'India',
  phoneNumber: '9876543210',
};

let orderSeq = 0;

/** Inserts a paid order straight into the database (the buying module makes them in real life). */
export async function insertOrder(
  ctx: AdminTestContext,
  options: {
    userId?: string | null;
    customerName?: string;
    customerEmail?: string;
    status?: OrderStatus;
    createdAt?: Date;
    lines?: Array<{
      productId?: string | null;
      variantId?: string | null;
      name: string;
      image: string;
      pricePaise: number;
      quantity: number;
      sku?: string;
    }>;
    needsRefund?: boolean;
  } = {},
) {
  const lines = options.lines ?? [
    { name: 'Test Ring', image: '/uploads/demo/x.webp', pricePaise: 1_000_00, quantity: 1 },
  ];
  const total = lines.reduce((n, l) => n + l.pricePaise * l.quantity, 0);
  const providerSessionId = `test_${process.pid}_${++orderSeq}_${Math.random().toString(36).slice(2)}`;
  const [session] = await ctx.app.db
    .insert(paymentSessions)
    .values({
      userId: options.userId ?? null,
      provider: 'sandbox',
      providerSessionId,
      status: 'paid',
      lines: [],
      shippingAddress: ADDRESS,
      amountPaise: total,
    })
    .returning({ id: paymentSessions.id });
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      orderNumber: await nextOrderNumber(ctx.app.db),
      userId: options.userId ?? null,
      paymentSessionId: session!.id,
      stripeSessionId: providerSessionId,
      status: options.status ?? 'Placed',
      totalPaise: total,
      shippingAddress: ADDRESS,
      customerName: options.customerName ?? 'Asha Menon',
      customerEmail: options.customerEmail ?? 'asha@example.com',
      needsRefund: options.needsRefund ?? false,
      refundReason: options.needsRefund ? 'Out of stock after payment' : null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await ctx.app.db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.productId ?? null,
      variantId: l.variantId ?? null,
      nameAtPurchase: l.name,
      mainImageAtPurchase: l.image,
      priceAtPurchasePaise: l.pricePaise,
      quantity: l.quantity,
      material: 'Yellow Gold',
      purity: '18KT',
      selectedSize: '7',
      sku: l.sku ?? 'SKU',
    })),
  );
  return { id: order!.id, orderNumber: order!.orderNumber, total };
}

/** The calendar date in Asia/Kolkata, YYYY-MM-DD. */
export const kolkataDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export const shiftDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A moment at a Kolkata wall-clock time. */
export const at = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
