/**
 * Small catalogues made directly in the database for tests that buy things: each call makes its own category,
 * product and variants with the stock, prices and sizes a test needs, so tests never depend on the demo data.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DiscountType, Material, Purity } from '#domain/catalog-constants';
import { categories, products, subcategories, variantImages, variants } from '#server/db/schema';

export interface VariantSpec {
  material?: Material;
  purity?: Purity;
  sizes?: string[];
  pricePaise?: number;
  discountType?: DiscountType | null;
  /** Percent ×100 for percentage, paise for fixed (as stored). */
  discountValue?: number;
  stock?: number;
  images?: string[];
}

export interface ProductSpec {
  title?: string;
  status?: 'active' | 'inactive';
  mainImageUrl?: string | null;
  variants?: VariantSpec[];
}

export interface MadeVariant {
  id: string;
  sku: string;
  pricePaise: number;
  stock: number;
  sizes: string[];
}

export interface MadeProduct {
  id: string;
  title: string;
  slug: string;
  variants: MadeVariant[];
}

export async function createProduct(app: FastifyInstance, spec: ProductSpec = {}): Promise<MadeProduct> {
  const tag = randomBytes(5).toString('hex');
  const [category] = await app.db
    .insert(categories)
    .values({ name: `Rings ${tag}`, slug: `rings-${tag}` })
    .returning({ id: categories.id });
  const [sub] = await app.db
    .insert(subcategories)
    .values({ categoryId: category!.id, name: `Solitaires ${tag}`, slug: `solitaires-${tag}` })
    .returning({ id: subcategories.id });
  const title = spec.title ?? `Test Ring ${tag}`;
  const [product] = await app.db
    .insert(products)
    .values({
      title,
      slug: `test-ring-${tag}`,
      description: 'A ring made for a test.',
      mainImageUrl: spec.mainImageUrl === undefined ? `/uploads/test/${tag}.webp` : spec.mainImageUrl,
      categoryId: category!.id,
      subcategoryId: sub!.id,
      status: spec.status ?? 'active',
    })
    .returning({ id: products.id, slug: products.slug });
  const made: MadeVariant[] = [];
  const specs = spec.variants ?? [{}];
  for (const [i, v] of specs.entries()) {
    const sku = `T-${tag}-${i}`.toUpperCase();
    const [row] = await app.db
      .insert(variants)
      .values({
        productId: product!.id,
        material: v.material ?? 'Yellow Gold',
        purity: v.purity ?? '18KT',
        sizes: v.sizes ?? [],
        pricePaise: v.pricePaise ?? 2_500_000,
        discountType: v.discountType ?? null,
        discountValue: v.discountValue ?? 0,
        sku,
        stock: v.stock ?? 10,
        position: i,
      })
      .returning({ id: variants.id });
    for (const [pos, url] of (v.images ?? []).entries()) {
      await app.db.insert(variantImages).values({ variantId: row!.id, url, position: pos });
    }
    made.push({
      id: row!.id,
      sku,
      pricePaise: v.pricePaise ?? 2_500_000,
      stock: v.stock ?? 10,
      sizes: v.sizes ?? [],
    });
  }
  // As every catalogue write does: cached catalogue reads (the admin list's kept orders too) start again.
  await app.catalogEvents.changed('product');
  return { id: product!.id, title, slug: product!.slug, variants: made };
}

export async function stockOf(app: FastifyInstance, variantId: string): Promise<number> {
  const [row] = await app.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row!.stock;
}

export async function setStock(app: FastifyInstance, variantId: string, stock: number): Promise<void> {
  await app.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
}

export async function setProductStatus(
  app: FastifyInstance,
  productId: string,
  status: 'active' | 'inactive',
): Promise<void> {
  await app.db.update(products).set({ status }).where(eq(products.id, productId));
}
