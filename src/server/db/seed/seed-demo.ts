/**
 * Writes the demo catalogue into an empty database and renders its pictures into the image store.
 * Pictures are named by a hash of their drawing, so a second run (or a second installation sharing the files)
 * finds them already there and skips the work.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSharp } from '#server/lib/images/encode';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  appMeta,
  categories,
  collectionProducts,
  metalRateChanges,
  metalRates,
  products,
  subcategories,
  variantImages,
  variants,
} from '../schema';
import type { ImageStore } from '#server/lib/images/storage';
import { drawJewel } from './jewel-art';
import { renderHeroPosters } from './hero-art';
import { planDemoCatalogue, type DemoImage, type PlannedCatalogue } from './demo-catalogue';
import { DEMO_RATES, DEMO_RATES_BY } from './demo-pricing';

/** Arbitrary constant: serialises seeding when several processes start on one empty database. */
const SEED_LOCK_ID = 724_310_002;

export async function renderDemoImages(
  images: ImageStore,
  list: DemoImage[],
  concurrency = 2,
): Promise<number> {
  const todo = list.filter((img) => !existsSync(path.join(images.root, 'demo', `${img.name}.webp`)));
  if (!todo.length) return 0;
  let next = 0;
  const sharp = await loadSharp();
  const worker = async () => {
    while (next < todo.length) {
      const img = todo[next++]!;
      const png = await sharp(Buffer.from(drawJewel(img.spec)))
        .png()
        .toBuffer();
      await images.saveNamed(png, 'demo', img.name);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return todo.length;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  imagesRendered: number;
}

/**
 * Seeds when this database has never been seeded and holds no catalogue. Safe to call at every start and from
 * several processes at once.
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: { images?: ImageStore; renderImages: boolean },
): Promise<SeedResult> {
  const plan = planDemoCatalogue();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [meta] = await tx
      .select()
      .from(appMeta)
      .where(sql`${appMeta.key} = 'demo_seeded'`);
    if (meta) return false;
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(categories)) as [
      { count: number },
    ];
    if (count > 0) {
      // A catalogue made by hand: never mix demo pieces into it.
      await tx.insert(appMeta).values({ key: 'demo_seeded', value: { skipped: 'catalogue not empty' } });
      return false;
    }
    await insertCatalogue(tx as unknown as Db, plan);
    await tx.insert(appMeta).values({
      key: 'demo_seeded',
      value: { at: new Date().toISOString(), products: plan.products.length },
    });
    return true;
  });
  let imagesRendered = 0;
  if (seeded && options.renderImages && options.images) {
    imagesRendered = await renderDemoImages(options.images, plan.images);
    // The home page's hero and slider stills (no video ships with the demo).
    imagesRendered += await renderHeroPosters(options.images.root);
    // They are drawn on this disk: with a bucket, copy them there for every machine (docs/decisions/103).
    await options.images.pushLocal('demo');
  }
  return { seeded, products: seeded ? plan.products.length : 0, imagesRendered };
}

export async function insertCatalogue(db: Db, plan: PlannedCatalogue, now = new Date()): Promise<void> {
  const dayMs = 24 * 60 * 60 * 1000;
  // The rates the demo's prices were computed from (demo-pricing.ts), set now by "Demo seed".
  await db
    .insert(metalRates)
    .values(
      DEMO_RATES.map((r) => ({
        metal: r.metal,
        purity: r.purity,
        ratePerGramPaise: r.ratePerGramPaise,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db.insert(metalRateChanges).values(
    DEMO_RATES.map((r) => ({
      metal: r.metal,
      purity: r.purity,
      oldRatePaise: null,
      newRatePaise: r.ratePerGramPaise,
      changedByName: DEMO_RATES_BY,
      changedAt: now,
    })),
  );
  await db.insert(categories).values(
    plan.categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      isFeatured: c.isFeatured,
      sortOrder: c.sortOrder,
      imageUrl: c.image.url,
    })),
  );
  await db.insert(subcategories).values(
    plan.subcategories.map((s) => ({
      id: s.id,
      categoryId: s.categoryId,
      name: s.name,
      slug: s.slug,
      title: s.title ?? null,
      description: s.description ?? null,
      isFeatured: s.isFeatured,
      sortOrder: s.sortOrder,
      imageUrl: s.image.url,
    })),
  );
  await db.insert(products).values(
    plan.products.map((p) => {
      const created = new Date(now.getTime() - p.ageDays * dayMs);
      return {
        id: p.id,
        title: p.title,
        slug: p.slug,
        description: p.description,
        mainImageUrl: p.mainImage.url,
        categoryId: p.categoryId,
        subcategoryId: p.subcategoryId,
        tags: p.tags,
        isCustomizable: p.isCustomizable,
        isFeatured: p.isFeatured,
        status: 'active' as const,
        certificateLab: p.certificate?.lab ?? null,
        certificateNumber: p.certificate?.number ?? null,
        createdAt: created,
        updatedAt: created,
      };
    }),
  );
  const allVariants = plan.products.flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })));
  await db.insert(variants).values(
    allVariants.map((v) => ({
      id: v.id,
      productId: v.productId,
      material: v.material,
      purity: v.purity,
      sizes: v.sizes,
      pricePaise: v.pricePaise,
      discountType: v.discountType,
      discountValue: v.discountValue,
      sku: v.sku,
      stock: v.stock,
      weightGrams: v.weightGrams,
      pricingMode: v.pricingMode,
      makingChargeType: v.makingChargeType,
      makingChargeValue: v.makingChargeValue,
      stoneValuePaise: v.stoneValuePaise,
      position: v.position,
    })),
  );
  await db
    .insert(variantImages)
    .values(
      allVariants.flatMap((v) =>
        v.images.map((img, position) => ({ variantId: v.id, url: img.url, position })),
      ),
    );
  const subBySlug = new Map(plan.subcategories.map((s) => [s.slug, s.id]));
  const memberships = plan.products.flatMap((p, i) =>
    p.collections.map((slug) => ({ subcategoryId: subBySlug.get(slug)!, productId: p.id, position: i })),
  );
  if (memberships.length) await db.insert(collectionProducts).values(memberships);
}
