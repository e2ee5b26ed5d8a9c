/** Helpers of the catalogue API tests: typed GET/POST through app.inject and catalogue rows written directly. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextOrderNumber } from '#server/db/counters';
import type { z } from 'zod';
import type { Material, Purity } from '#domain/catalog-constants';
import {
  categories,
  orderLines,
  orders,
  paymentSessions,
  products,
  subcategories,
  variantImages,
  variants,
} from '#server/db/schema';

export async function getJson<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: S,
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url} → ${res.statusCode} ${res.body}`);
  return schema.parse(res.json());
}

export async function postJson<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  schema: S,
): Promise<z.output<S>> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object });
  if (res.statusCode !== 200) throw new Error(`POST ${url} → ${res.statusCode} ${res.body}`);
  return schema.parse(res.json());
}

export async function idOfCategory(app: FastifyInstance, slug: string): Promise<string> {
  const [row] = await app.db.select().from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

export async function idOfSubcategory(app: FastifyInstance, slug: string): Promise<string> {
  const [row] = await app.db.select().from(subcategories).where(eq(subcategories.slug, slug));
  if (!row) throw new Error(`no subcategory ${slug}`);
  return row.id;
}

export interface NewVariant {
  material: Material;
  purity: Purity;
  pricePaise: number;
  stock?: number;
  sizes?: string[];
  discountType?: 'percentage' | 'fixed' | null;
  discountValue?: number;
}

/** A product written straight into the database (the admin's write calls are another module's). */
export async function insertProduct(
  app: FastifyInstance,
  input: {
    title: string;
    categorySlug: string;
    subcategorySlug?: string;
    status?: 'active' | 'inactive';
    tags?: string[];
    description?: string;
    createdAt?: Date;
    variants: NewVariant[];
  },
): Promise<{ id: string; slug: string }> {
  const suffix = randomBytes(3).toString('hex');
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`;
  const [row] = await app.db
    .insert(products)
    .values({
      title: input.title,
      slug,
      description: input.description ?? 'A test piece.',
      categoryId: await idOfCategory(app, input.categorySlug),
      subcategoryId: input.subcategorySlug ? await idOfSubcategory(app, input.subcategorySlug) : null,
      tags: input.tags ?? [],
      status: input.status ?? 'active',
      mainImageUrl: null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning({ id: products.id });
  for (const [position, v] of input.variants.entries()) {
    const [variant] = await app.db
      .insert(variants)
      .values({
        productId: row!.id,
        material: v.material,
        purity: v.purity,
        sizes: v.sizes ?? [],
        pricePaise: v.pricePaise,
        discountType: v.discountType ?? null,
        discountValue: v.discountValue ?? 0,
        sku: `T-${suffix}-${position}`,
        stock: v.stock ?? 5,
        position,
      })
      .returning({ id: variants.id });
    await app.db
      .insert(variantImages)
      .values({ variantId: variant!.id, url: `/uploads/test/${suffix}-${position}.webp`, position: 0 });
  }
  await app.catalogEvents.changed('product');
  return { id: row!.id, slug };
}

/** A paid order of `quantity` units of a product (for best_selling). */
export async function insertOrder(
  app: FastifyInstance,
  productId: string,
  quantity: number,
  status: 'Placed' | 'Cancelled' = 'Placed',
): Promise<void> {
  const sessionId = `test_${randomBytes(6).toString('hex')}`;
  const address = {
    fullName: 'Asha Menon',
    addressLine1: '1 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
    country: 'India',
    phoneNumber: '9876543210',
  };
  const [session] = await app.db
    .insert(paymentSessions)
    .values({
      provider: 'sandbox',
      providerSessionId: sessionId,
      status: 'paid',
      lines: [],
      shippingAddress: address,
      amountPaise: 100,
    })
    .returning({ id: paymentSessions.id });
  const [order] = await app.db
    .insert(orders)
    .values({
      orderNumber: await nextOrderNumber(app.db),
      paymentSessionId: session!.id,
      stripeSessionId: sessionId,
      status,
      totalPaise: 100,
      shippingAddress: address,
      customerName: 'Asha Menon',
      customerEmail: 'asha@example.com',
    })
    .returning({ id: orders.id });
  await app.db.insert(orderLines).values({
    orderId: order!.id,
    productId,
    nameAtPurchase: 'x',
    mainImageAtPurchase: '/placeholder.svg',
    priceAtPurchasePaise: 100,
    quantity,
  });
  await app.catalogEvents.changed('stock');
}
