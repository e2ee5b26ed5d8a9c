import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { BulkAddFailure, BulkAddReply, CSV_HEADER } from '#domain/schemas/admin-csv';
import { PLACEHOLDER_IMAGE } from '#domain/images';
import { collectionProducts, products, subcategories, variantImages, variants } from '#server/db/schema';
import { queryRows } from '#server/db/client';
import { loadProducts } from '#server/lib/catalog/product-queries';
import { addCategory, call, multipart, png, setupAdminTest, type AdminTestContext } from './helpers';

const q = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: string[][], eol = '\n') => rows.map((r) => r.map(q).join(',')).join(eol) + eol;
const file = (text: string | Buffer, name = 'products.csv') => ({
  data: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'),
  name,
  type: 'text/csv',
});

describe('admin bulk CSV', () => {
  let ctx: AdminTestContext;
  let shopImage: string;
  const upload = (text: string | Buffer, field = 'productCsv') =>
    call(ctx.app, ctx.admin, 'POST', '/api/product/bulk-add', multipart({}, { [field]: file(text) }));
  const productCount = async () =>
    (await queryRows<{ n: number }>(ctx.app.db, sql`select count(*)::int as n from products`))[0]!.n;

  beforeAll(async () => {
    ctx = await setupAdminTest({ seed: true });
    // An image already in the shop, for the image columns.
    shopImage = (await addCategory(ctx, 'Image Holder', await png('#a1b2c3'))).image.url;
  });
  afterAll(async () => ctx?.t.close());

  describe('GET /api/product/bulk-template', () => {
    it('sends the documented columns with example rows, as CSV with a BOM', async () => {
      const res = await call(ctx.app, ctx.admin, 'GET', '/api/product/bulk-template');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.body.charCodeAt(0)).toBe(0xfeff);
      const rows = parse(res.body, { bom: true }) as string[][];
      expect(rows[0]).toEqual(CSV_HEADER);
      expect(rows.length).toBe(4);
      const header = await call(ctx.app, ctx.admin, 'GET', '/api/product/bulk-template?examples=false');
      expect(parse(header.body, { bom: true })).toEqual([CSV_HEADER]);
    });

    it('imports unchanged: two products, three variants', async () => {
      const template = (await call(ctx.app, ctx.admin, 'GET', '/api/product/bulk-template')).body;
      const res = await upload(template);
      expect(res.statusCode, res.body).toBe(201);
      const body = BulkAddReply.parse(res.json());
      expect(body.created).toEqual({ products: 2, variants: 3 });
      // A second upload of the same template collides on its SKUs and imports nothing.
      const again = await upload(template);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('EXAMPLE-SOL-YG18');
    });
  });

  describe('POST /api/product/bulk-add', () => {
    it('imports a valid file — BOM, CRLF, quoted commas, line breaks in quotes, form-style headers — with its variants', async () => {
      const header = [
        'Handle',
        'Title',
        'Description',
        'Category',
        'Subcategory',
        'Also Show In',
        'Tags',
        'Status',
        'metalColor',
        'purity',
        'sku',
        'totalPrice',
        'sizes',
        'stock',
        'weightInGrams',
        'discount_type',
        'discount_value',
        'main_image',
        'variant_images',
        'Supplier Notes',
      ];
      const text =
        '\uFEFF' +
        csv(
          [
            header,
            [
              'lotus-studs',
              'Lotus Studs, Rose Gold',
              'Petals in rose gold.\nHand finished in Jaipur.',
              'Earrings',
              'Stud Earrings',
              'new-arrivals, Best Sellers',
              'lotus, studs',
              'active',
              'Rose Gold',
              '18KT',
              'CSV-LOT-RG',
              '18,499.50',
              '',
              '7',
              '2.1',
              'percentage',
              '12.5',
              shopImage,
              `${shopImage}, /uploads/products/missing.webp`,
              'call Ravi',
            ],
            [
              'lotus-studs',
              '',
              '',
              '',
              '',
              '',
              '',
              '',
              'Yellow Gold',
              '22KT',
              'CSV-LOT-YG',
              '19999',
              '',
              '3',
              '2.2',
              '',
              '',
              '',
              '',
              '',
            ],
            ['', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', ''],
            [
              'plain-band',
              'Plain Band',
              '',
              'rings',
              '',
              '',
              '',
              'inactive',
              'Silver',
              '925 sterling',
              'CSV-BAND-925',
              '2999',
              '5, 6, 7',
              '',
              '',
              'fixed',
              '300',
              'https://elsewhere.example/band.jpg',
              '',
              '',
            ],
          ],
          '\r\n',
        );
      const before = await productCount();
      const changes: string[] = [];
      const stop = ctx.app.catalogEvents.onChange((what) => changes.push(what));
      const res = await upload(text);
      stop();
      expect(res.statusCode, res.body).toBe(201);
      expect(changes).toEqual(['product']);
      const body = BulkAddReply.parse(res.json());
      expect(body.message).toBe('Imported 2 products with 3 variants.');
      expect(body.ignoredColumns).toEqual(['Supplier Notes']);
      expect(body.warnings.map((w) => [w.line, w.column])).toEqual([
        [2, 'variant_images'],
        [6, 'main_image'],
      ]);
      expect(await productCount()).toBe(before + 2);

      const lotusId = body.products.find((p) => p.handle === 'lotus-studs')!._id;
      const [lotus] = await loadProducts(ctx.app.db, { where: eq(products.id, lotusId) });
      expect(lotus).toMatchObject({
        title: 'Lotus Studs, Rose Gold',
        slug: 'lotus-studs',
        description: 'Petals in rose gold.\nHand finished in Jaipur.',
        category: { slug: 'earrings' },
        subcategory: { slug: 'stud-earrings' },
        tags: ['lotus', 'studs'],
        mainImage: shopImage,
      });
      expect(lotus!.variants.map((v) => [v.sku, v.material, v.purity, v.price, v.stock, v.weight])).toEqual([
        ['CSV-LOT-RG', 'Rose Gold', '18KT', 18499.5, 7, 2.1],
        ['CSV-LOT-YG', 'Yellow Gold', '22KT', 19999, 3, 2.2],
      ]);
      expect(lotus!.variants[0]!.discount).toEqual({ type: 'percentage', value: 12.5 });
      expect(lotus!.variants[0]!.images).toEqual([shopImage]);
      const lists = await ctx.app.db
        .select({ slug: subcategories.slug })
        .from(collectionProducts)
        .innerJoin(subcategories, eq(subcategories.id, collectionProducts.subcategoryId))
        .where(eq(collectionProducts.productId, lotusId));
      expect(lists.map((l) => l.slug).sort()).toEqual(['best-seller', 'new-arrivals']);

      const [band] = await loadProducts(ctx.app.db, { where: eq(products.slug, 'plain-band') });
      expect(band).toMatchObject({ status: 'inactive', mainImage: PLACEHOLDER_IMAGE, subcategory: null });
      expect(band!.variants[0]).toMatchObject({
        purity: '925 Sterling',
        size: ['5', '6', '7'],
        stock: 0,
        weight: 0,
        discount: { type: 'fixed', value: 300 },
      });
    });

    it('imports nothing when one row is bad, and names the row by its line (after a multi-line cell)', async () => {
      const before = await productCount();
      const variantsBefore = (await ctx.app.db.select({ id: variants.id }).from(variants)).length;
      const text = csv([
        ['handle', 'title', 'description', 'category', 'material', 'purity', 'sku', 'price'],
        ['good-one', 'Good One', 'two\nlines', 'Rings', 'Yellow Gold', '18KT', 'BAD-FILE-1', '1000'],
        ['good-two', 'Good Two', '', 'Rings', 'White Gold', '14KT', 'BAD-FILE-2', '1000'],
        ['bad-one', 'Bad One', '', 'Rings', 'Silver', '18KT', 'BAD-FILE-3', '1000'],
      ]);
      const res = await upload(text);
      expect(res.statusCode).toBe(400);
      const body = BulkAddFailure.parse(res.json());
      expect(body.rows).toEqual([
        {
          line: 5,
          row: 4,
          handle: 'bad-one',
          sku: 'BAD-FILE-3',
          column: 'purity',
          message: 'Purity 18KT does not fit Silver.',
        },
      ]);
      expect(body.message).toBe(
        'Nothing was imported: 1 row has problems. Line 5: Purity 18KT does not fit Silver.',
      );
      expect(await productCount()).toBe(before);
      expect(await ctx.app.db.select({ id: variants.id }).from(variants)).toHaveLength(variantsBefore);
    });

    it('lists every problem of every bad row', async () => {
      const text = csv([
        [
          'handle',
          'title',
          'category',
          'subcategory',
          'material',
          'purity',
          'sku',
          'price',
          'stock',
          'discount_type',
          'discount_value',
        ],
        ['p1', '', 'Rings', '', 'Yellow Gold', '18KT', 'MANY-1', '100', '', '', ''],
        ['p2', 'Two', 'Shoes', '', 'Yellow Gold', '18KT', 'MANY-2', '100', '', '', ''],
        ['p3', 'Three', 'Rings', 'Stud Earrings', 'Gold', '18KT', '', '-5', '1.5', 'percentage', '150'],
        ['p3', 'Other Title', '', '', 'Rose Gold', '14KT', 'MANY-3', '100', '', '', ''],
        ['', 'No Handle', 'Rings', '', 'Rose Gold', '14KT', 'MANY-4', '100', '', '', ''],
      ]);
      const res = await upload(text);
      expect(res.statusCode).toBe(400);
      const rows = BulkAddFailure.parse(res.json()).rows!;
      const at = (line: number) => rows.filter((r) => r.line === line).map((r) => r.message);
      expect(at(2)).toEqual(['title is required.']);
      expect(at(3)).toEqual(['category "Shoes" does not exist.']);
      expect(at(4)).toEqual(
        expect.arrayContaining([
          'subcategory "Stud Earrings" is not a subcategory of Rings.',
          'Material must be one of Yellow Gold, Rose Gold, White Gold, Silver, Platinum.',
          'sku is required.',
          'Price must be a number of rupees, at least 0, with at most two decimals.',
          'Stock must be a whole number, at least 0.',
        ]),
      );
      expect(at(5)).toEqual(['title differs from the first row of "p3" (line 4); leave it blank.']);
      expect(at(6)).toEqual(['handle is required.']);
      expect(res.json().errors[0]).toEqual({ path: 'line 2.title', message: 'title is required.' });
    });

    it('refuses SKUs repeated in the file or already in the shop with 409, naming them', async () => {
      const [existing] = await ctx.app.db.select({ sku: variants.sku }).from(variants).limit(1);
      const text = csv([
        ['handle', 'title', 'category', 'material', 'purity', 'sku', 'price'],
        ['dup-a', 'Dup A', 'Rings', 'Yellow Gold', '18KT', 'CSV-DUP', '100'],
        ['dup-b', 'Dup B', 'Rings', 'Yellow Gold', '18KT', 'csv-dup', '100'],
        ['dup-c', 'Dup C', 'Rings', 'Yellow Gold', '18KT', existing!.sku, '100'],
      ]);
      const res = await upload(text);
      expect(res.statusCode).toBe(409);
      expect(BulkAddFailure.parse(res.json()).rows!.map((r) => [r.line, r.message])).toEqual([
        [3, 'The SKU "csv-dup" is also on line 2.'],
        [4, `The SKU "${existing!.sku}" is already used by another variant in the shop.`],
      ]);
    });

    it("refuses a request without a file: 'Please select a CSV file.'", async () => {
      for (const payload of [multipart({}), multipart({}, { other: file('a,b\n') }), {}]) {
        const res = await call(ctx.app, ctx.admin, 'POST', '/api/product/bulk-add', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please select a CSV file.');
      }
    });

    it('explains files it cannot read: missing columns, an unclosed quote, no rows, binary data', async () => {
      const missing = await upload('handle,title\nx,y\n');
      expect(missing.json().message).toBe(
        'The CSV is missing the columns category, material, purity, sku. Please start from the template.',
      );
      const unclosed = await upload(
        'handle,title,category,material,purity,sku,price\nx,"open,Rings,Silver,925 Sterling,S1,10\n',
      );
      expect(unclosed.statusCode).toBe(400);
      expect(unclosed.json().message).toMatch(
        /^The CSV could not be read at line \d+: a quoted cell is never closed\.$/,
      );
      const empty = await upload('handle,title,category,material,purity,sku,price\n\n,,,,,,\n');
      expect(empty.json().message).toBe('The CSV file has no product rows.');
      const binary = await upload(await png());
      expect(binary.statusCode).toBe(400);
      expect(binary.json().message).toContain('not a CSV text file');
    });

    it('keeps handles unique as slugs (-2) when a product already has that slug', async () => {
      const [taken] = await ctx.app.db.select({ slug: products.slug }).from(products).limit(1);
      const text = csv([
        ['handle', 'title', 'category', 'material', 'purity', 'sku', 'price'],
        [taken!.slug, 'Same Handle', 'Rings', 'Yellow Gold', '18KT', 'CSV-SLUG-1', '100'],
      ]);
      const res = await upload(text);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().products[0].slug).toBe(`${taken!.slug}-2`);
      const ids = res.json().products.map((p: { _id: string }) => p._id);
      const imgs = await ctx.app.db
        .select()
        .from(variantImages)
        .innerJoin(variants, eq(variants.id, variantImages.variantId))
        .where(inArray(variants.productId, ids));
      expect(imgs).toHaveLength(0);
    });
  });
});
