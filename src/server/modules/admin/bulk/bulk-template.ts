/**
 * GET /api/product/bulk-template — the CSV template bulk-add accepts: the header of every column
 * (domain/schemas/admin-csv.ts documents each) and example rows — two products, one with two variants — that
 * use this shop's own first category and subcategory, so the unchanged template imports as it is.
 * `?examples=false` gives the header alone.
 */
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_HEADER } from '#domain/schemas/admin-csv';
import { HOME_PAGE_SLUGS } from '#domain/schemas/admin-catalog';
import { MERCHANDISING_SLUGS } from '#domain/catalog-constants';
import type { Db } from '#server/db/client';
import { categories, products, subcategories } from '#server/db/schema';
import { loadRateTable } from '#server/lib/rates/rate-store';
import { toCsv } from './csv-write';

const TemplateQuery = z.object({
  examples: z.enum(['true', 'false'], { error: 'examples must be true or false.' }).default('true'),
});

async function exampleContext(db: Db) {
  const [place] = await db
    .select({ category: categories.name, subcategory: subcategories.name })
    .from(categories)
    .innerJoin(subcategories, eq(subcategories.categoryId, categories.id))
    .where(notInArray(categories.slug, [...HOME_PAGE_SLUGS]))
    .orderBy(
      asc(categories.sortOrder),
      asc(categories.name),
      asc(subcategories.sortOrder),
      asc(subcategories.name),
    )
    .limit(1);
  const [list] = await db
    .select({ slug: subcategories.slug })
    .from(subcategories)
    .where(eq(subcategories.slug, MERCHANDISING_SLUGS.newArrivals))
    .limit(1);
  const [picture] = await db
    .select({ url: products.mainImageUrl })
    .from(products)
    .where(and(isNotNull(products.mainImageUrl), eq(products.status, 'active')))
    .orderBy(asc(products.createdAt))
    .limit(1);
  return {
    category: place?.category ?? 'Rings',
    subcategory: place?.subcategory ?? '',
    list: list?.slug ?? '',
    image: picture?.url ?? '',
    // The solitaire is priced from the 18KT gold rate when the shop has one; without it the template would not
    // import unchanged, so it is priced as typed.
    rateLinked: (await loadRateTable(db)).has('gold:18KT'),
  };
}

function exampleRows(c: Awaited<ReturnType<typeof exampleContext>>): Array<Record<string, string | number>> {
  const solitaire = {
    handle: 'example-solitaire-ring',
    title: 'Example Solitaire Ring, 18KT',
    description:
      'A round brilliant lab-grown diamond on a slim band.\nReplace these example rows with your own.',
    category: c.category,
    subcategory: c.subcategory,
    also_show_in: c.list,
    tags: 'solitaire, diamond',
    status: 'active',
    is_customizable: 'true',
    is_featured: 'false',
    main_image: c.image,
  };
  // Rate-linked: no price (the shop computes it), a making charge and the diamond's value.
  const byRate = (making: Record<string, string | number>) =>
    c.rateLinked
      ? { pricing_mode: 'rate', price: '', stone_value: 18000, ...making }
      : { pricing_mode: 'fixed' };
  return [
    {
      ...solitaire,
      certificate_lab: 'IGI',
      certificate_number: 'LG612345678',
      material: 'Yellow Gold',
      purity: '18KT',
      sku: 'EXAMPLE-SOL-YG18',
      price: 45999,
      sizes: '6, 7, 8',
      stock: 5,
      weight_grams: 3.2,
      discount_type: 'percentage',
      discount_value: 10,
      variant_images: c.image,
      ...byRate({ making_charge_type: 'percent', making_charge_value: 14 }),
    },
    {
      handle: solitaire.handle,
      material: 'White Gold',
      purity: '18KT',
      sku: 'EXAMPLE-SOL-WG18',
      price: 47999,
      sizes: '6, 7, 8',
      stock: 3,
      weight_grams: 3.2,
      ...byRate({ making_charge_type: 'per_gram', making_charge_value: 1450 }),
    },
    {
      handle: 'example-sterling-band',
      title: 'Example Sterling Band',
      description: 'A polished everyday band in 925 sterling silver.',
      category: c.category,
      subcategory: c.subcategory,
      tags: 'band, everyday',
      status: 'active',
      is_customizable: 'false',
      material: 'Silver',
      purity: '925 Sterling',
      pricing_mode: 'fixed',
      sku: 'EXAMPLE-BAND-925',
      price: 3499.5,
      sizes: '5, 6, 7',
      stock: 12,
      weight_grams: 4.75,
      discount_type: 'fixed',
      discount_value: 500,
    },
  ];
}

const bulkTemplateRoute: FastifyPluginAsyncZod = async (app) => {
  // A CSV file: no response schema.
  app.get('/product/bulk-template', { schema: { querystring: TemplateQuery } }, async (request, reply) => {
    const rows: Array<Array<string | number>> = [[...CSV_HEADER]];
    if (request.query.examples === 'true')
      for (const example of exampleRows(await exampleContext(app.db)))
        rows.push(CSV_HEADER.map((column) => example[column] ?? ''));
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="aurelia-products-template.csv"');
    return toCsv(rows);
  });
};

export default bulkTemplateRoute;
