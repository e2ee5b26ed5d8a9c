/**
 * Grows the demo catalogue to a large one for benchmarks: the demo's 50 pieces become templates for thousands
 * more (a name in front of each title, prices moved a little, the demo's pictures reused), spread over the same
 * categories and subcategories, some listed in the merchandising lists and collection lines, created over two
 * years. Deterministic: the same count gives the same catalogue.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { collectionProducts, products, variantImages, variants } from '#server/db/schema';
import { planDemoCatalogue, stableId } from '#server/db/seed/demo-catalogue';

const NAMES = [
  'Meher',
  'Tara',
  'Chandni',
  'Kiran',
  'Anaya',
  'Ishani',
  'Roshni',
  'Saanvi',
  'Noor',
  'Zoya',
  'Aarohi',
  'Devika',
  'Gulab',
  'Heer',
  'Jasmin',
  'Kavya',
  'Leela',
  'Mira',
  'Naina',
  'Parul',
  'Rhea',
  'Sitara',
  'Uma',
  'Vanya',
  'Amrita',
  'Bela',
  'Champa',
  'Diya',
  'Esha',
  'Farah',
  'Gauri',
  'Hansa',
  'Inaya',
  'Juhi',
  'Kesar',
  'Lavanya',
];
const EXTRA_TAGS = [
  'gift',
  'festive',
  'anniversary',
  'bridal',
  'everyday',
  'office',
  'diwali',
  'minimal',
  'heirloom',
];
const LISTS = [
  'new-arrivals',
  'best-seller',
  'trending-now',
  'heritage',
  'celestial',
  'bridal-edit',
  'everyday-fine',
];
const BATCH = 500;

function unit(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32LE(0) / 4294967296;
}

export async function growCatalogue(db: Db, total: number): Promise<number> {
  const plan = planDemoCatalogue();
  const templates = plan.products;
  const subBySlug = new Map(plan.subcategories.map((s) => [s.slug, s.id]));
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(products)) as [
    { count: number },
  ];
  const toMake = Math.max(0, total - Number(count));
  const now = Date.now();
  const dayMs = 86_400_000;

  for (let start = 0; start < toMake; start += BATCH) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const variantRows: (typeof variants.$inferInsert)[] = [];
    const imageRows: (typeof variantImages.$inferInsert)[] = [];
    const listRows: (typeof collectionProducts.$inferInsert)[] = [];
    for (let i = start; i < Math.min(toMake, start + BATCH); i++) {
      const t = templates[i % templates.length]!;
      const name = NAMES[Math.floor(i / templates.length) % NAMES.length]!;
      const id = stableId(`bench-product:${i}`);
      const created = new Date(now - Math.floor(unit(`age:${i}`) * 730) * dayMs - i * 1000);
      productRows.push({
        id,
        title: `${name} ${t.title}`,
        slug: `${name.toLowerCase()}-${t.slug}-${i}`,
        description: t.description,
        mainImageUrl: t.mainImage.url,
        categoryId: t.categoryId,
        subcategoryId: t.subcategoryId,
        tags: [...t.tags, EXTRA_TAGS[i % EXTRA_TAGS.length]!],
        isCustomizable: t.isCustomizable,
        isFeatured: unit(`featured:${i}`) < 0.1,
        status: unit(`status:${i}`) < 0.03 ? 'inactive' : 'active',
        createdAt: created,
        updatedAt: created,
      });
      const factor = 0.8 + unit(`price:${i}`) * 0.5;
      for (const v of t.variants) {
        const variantId = stableId(`bench-variant:${i}:${v.position}`);
        variantRows.push({
          id: variantId,
          productId: id,
          material: v.material,
          purity: v.purity,
          sizes: v.sizes,
          pricePaise: Math.round((v.pricePaise * factor) / 5000) * 5000,
          discountType: v.discountType,
          discountValue: v.discountValue,
          sku: `BEN-${i}-${v.position}`,
          stock: Math.floor(unit(`stock:${i}:${v.position}`) * 25),
          weightGrams: v.weightGrams,
          position: v.position,
        });
        v.images.forEach((img, position) => imageRows.push({ variantId, url: img.url, position }));
      }
      if (unit(`list:${i}`) < 0.15) {
        const slug = LISTS[i % LISTS.length]!;
        listRows.push({ subcategoryId: subBySlug.get(slug)!, productId: id, position: i });
      }
    }
    await db.insert(products).values(productRows);
    await db.insert(variants).values(variantRows);
    await db.insert(variantImages).values(imageRows);
    if (listRows.length) await db.insert(collectionProducts).values(listRows).onConflictDoNothing();
  }
  // As autovacuum would soon after an import: fresh statistics and a visibility map for index-only scans.
  for (const table of ['products', 'variants', 'variant_images', 'collection_products'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return toMake;
}
