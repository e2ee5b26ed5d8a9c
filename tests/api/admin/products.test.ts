import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductWriteReply, AdminProductReply } from '#domain/schemas/admin-product';
import { DeleteReply } from '#domain/schemas/admin-catalog';
import { orderLines, productSlugHistory, products, variants } from '#server/db/schema';
import { conflictFromDatabase } from '#server/modules/admin/shared/db-errors';
import {
  addCategory,
  addProduct,
  addSubcategory,
  call,
  expectStored,
  insertOrder,
  multipart,
  png,
  setupAdminTest,
  variant,
  type AdminTestContext,
} from './helpers';

const REQUIRED = 'Please fill all required fields';
const VARIANT_REQUIRED = 'Please fill all required variant fields';
const EDIT_REQUIRED = 'Please fill all required fields and ensure a main image is present.';

describe('admin products', () => {
  let ctx: AdminTestContext;
  let rings: { _id: string };
  let engagement: { _id: string };
  let bracelets: { _id: string };
  let giftEdit: { _id: string };
  const productFiles = () => readdirSync(path.join(ctx.app.images.root, 'products')).length;

  beforeAll(async () => {
    ctx = await setupAdminTest();
    rings = await addCategory(ctx, 'Rings');
    bracelets = await addCategory(ctx, 'Bracelets');
    engagement = await addSubcategory(ctx, rings._id, 'Engagement Rings');
    giftEdit = await addSubcategory(ctx, bracelets._id, 'Gift Edit');
  });
  afterAll(async () => ctx?.t.close());

  const post = async (product: unknown, files: Parameters<typeof multipart>[1] = {}) =>
    call(ctx.app, ctx.admin, 'POST', '/api/product/add-product', multipart({ product }, files));
  const withMain = async (extra: Parameters<typeof multipart>[1] = {}) => ({
    mainImage: await png('#101010'),
    ...extra,
  });
  const base = () => ({
    title: 'Test Ring',
    categoryId: rings._id,
    variants: [variant(`T-${Math.random().toString(36).slice(2, 8)}`)],
  });

  describe('POST /api/product/add-product', () => {
    it("adds a product with the form's names, two variants and their images", async () => {
      const changes: string[] = [];
      const stop = ctx.app.catalogEvents.onChange((what) => changes.push(what));
      const res = await post(
        {
          title: 'Aurora Solitaire Ring',
          description: 'A round brilliant on a knife-edge band.',
          categoryId: rings._id,
          subCategoryId: engagement._id,
          tags: 'solitaire, diamond, ,solitaire',
          isCustomizable: true,
          status: 'active',
          alsoShowIn: [giftEdit._id],
          variants: [
            variant('AUR-YG-18', {
              totalPrice: '45,999.50',
              size: '6, 7, 8',
              stock: '5',
              weightInGrams: '3.25',
            }),
            variant('AUR-PT', {
              metalColor: 'Platinum',
              purity: 'PT950',
              totalPrice: 62000,
              discount: { type: 'fixed', value: 2000 },
            }),
          ],
        },
        await withMain({
          variantImages_0: [await png('#aa0000'), await png('#bb0000')],
          variantImages_1: await png('#00aa00'),
        }),
      );
      stop();
      expect(res.statusCode, res.body).toBe(201);
      expect(changes).toEqual(['product']);
      const { product, message } = ProductWriteReply.parse(res.json());
      expect(message).toBe('Product added successfully!');
      expect(product).toMatchObject({
        title: 'Aurora Solitaire Ring',
        slug: 'aurora-solitaire-ring',
        category: { _id: rings._id, name: 'Rings' },
        subcategory: { _id: engagement._id },
        tags: ['solitaire', 'diamond'],
        isCustomizable: true,
        isFeatured: false,
        status: 'active',
        alsoShowIn: [{ _id: giftEdit._id, name: 'Gift Edit' }],
      });
      expect(product.variants).toHaveLength(2);
      expect(product.variants[0]).toMatchObject({
        material: 'Yellow Gold',
        purity: '18KT',
        sku: 'AUR-YG-18',
        price: 45999.5,
        size: ['6', '7', '8'],
        stock: 5,
        inStock: true,
        weight: 3.25,
        discount: { type: 'percentage', value: 10 },
      });
      expect(product.variants[1]).toMatchObject({
        material: 'Platinum',
        purity: 'PT950',
        discount: { type: 'fixed', value: 2000 },
      });
      expect(product.variants[0]!.images).toHaveLength(2);
      expect(product.variants[1]!.images).toHaveLength(1);
      for (const url of [product.mainImage, ...product.variants.flatMap((v) => v.images)])
        expectStored(ctx, url);
      // Money in paise and discounts ×100 in the database.
      const [v0] = await ctx.app.db.select().from(variants).where(eq(variants.sku, 'AUR-YG-18'));
      expect(v0).toMatchObject({ pricePaise: 4_599_950, discountValue: 1000 });
    });

    it("accepts the entity's names too (material, price, weight, category, subcategory)", async () => {
      const res = await post(
        {
          title: 'Tennis Bracelet',
          category: bracelets._id,
          subcategory: { _id: giftEdit._id },
          status: 'inactive',
          variants: [
            { material: 'White Gold', purity: '14KT', sku: 'TEN-WG', price: 99999, weight: 8.5, size: [] },
          ],
        },
        await withMain(),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().product).toMatchObject({ status: 'inactive', subcategory: { _id: giftEdit._id } });
      expect(res.json().product.variants[0]).toMatchObject({
        material: 'White Gold',
        weight: 8.5,
        discount: { type: null, value: 0 },
      });
    });

    it('gives a second product of the same title a unique slug (-2)', async () => {
      const a = await addProduct(ctx, {
        title: 'Twin Title',
        categoryId: rings._id,
        variants: [variant('TWIN-1')],
      });
      const b = await addProduct(ctx, {
        title: 'Twin Title',
        categoryId: rings._id,
        variants: [variant('TWIN-2')],
      });
      expect([a.slug, b.slug]).toEqual(['twin-title', 'twin-title-2']);
    });

    it.each([
      ['no title', { title: '' }, REQUIRED],
      ['no category', { categoryId: undefined }, REQUIRED],
      ['no variants', { variants: [] }, 'A product needs at least one variant.'],
      ['a variant without SKU', { variants: [variant('')] }, VARIANT_REQUIRED],
      ['a variant without metal colour', { variants: [variant('X1', { metalColor: '' })] }, VARIANT_REQUIRED],
      ['a variant without purity', { variants: [variant('X2', { purity: undefined })] }, VARIANT_REQUIRED],
      ['a variant without price', { variants: [variant('X3', { totalPrice: '' })] }, VARIANT_REQUIRED],
      [
        'a negative price',
        { variants: [variant('X4', { totalPrice: -1 })] },
        'Price must be a number of rupees, at least 0, with at most two decimals.',
      ],
      [
        'a price with three decimals',
        { variants: [variant('X5', { totalPrice: 10.005 })] },
        'Price must be a number of rupees, at least 0, with at most two decimals.',
      ],
      [
        'a price that is no number',
        { variants: [variant('X6', { totalPrice: 'ten' })] },
        'Price must be a number of rupees, at least 0, with at most two decimals.',
      ],
      [
        'a fractional stock',
        { variants: [variant('X7', { stock: 1.5 })] },
        'Stock must be a whole number, at least 0.',
      ],
      [
        'a negative stock',
        { variants: [variant('X8', { stock: -2 })] },
        'Stock must be a whole number, at least 0.',
      ],
      [
        'a negative weight',
        { variants: [variant('X9', { weightInGrams: -0.5 })] },
        'Weight must be a number of grams, at least 0, with at most two decimals.',
      ],
      [
        'an unknown metal',
        { variants: [variant('X10', { metalColor: 'Copper' })] },
        'Material must be one of Yellow Gold, Rose Gold, White Gold, Silver, Platinum.',
      ],
      [
        'an unknown purity',
        { variants: [variant('X11', { purity: '24KT' })] },
        'Purity must be one of 14KT, 18KT, 22KT, 925 Sterling, PT950.',
      ],
      [
        'silver marked 18KT',
        { variants: [variant('X12', { metalColor: 'Silver', purity: '18KT' })] },
        'Purity 18KT does not fit Silver.',
      ],
      [
        'platinum marked 22KT',
        { variants: [variant('X13', { metalColor: 'Platinum', purity: '22KT' })] },
        'Purity 22KT does not fit Platinum.',
      ],
      [
        'a percentage over 100',
        { variants: [variant('X14', { discount: { type: 'percentage', value: 120 } })] },
        'A percentage discount can be at most 100.',
      ],
      [
        'a fixed discount above the price',
        { variants: [variant('X15', { totalPrice: 100, discount: { type: 'fixed', value: 150 } })] },
        'A fixed discount cannot be more than the price.',
      ],
      [
        'a discount value without type',
        { variants: [variant('X16', { discount: { type: '', value: 5 } })] },
        'Choose a discount type (percentage or fixed) for a discount value.',
      ],
      [
        'an unknown discount type',
        { variants: [variant('X17', { discount: { type: 'bogof', value: 5 } })] },
        'Discount type must be percentage or fixed.',
      ],
      ['a bad status', { status: 'draft' }, 'Status must be active or inactive.'],
      [
        'a SKU with spaces',
        { variants: [variant('AB 12')] },
        'A SKU may use letters, digits, dots, dashes, underscores and slashes (at most 64 characters).',
      ],
    ])('refuses %s (400) with its message and stores nothing', async (_label, change, message) => {
      const before = productFiles();
      const count = (await ctx.app.db.select().from(products)).length;
      const res = await post(
        { ...base(), ...change },
        await withMain({ variantImages_0: await png('#333333') }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await ctx.app.db.select().from(products)).toHaveLength(count);
      expect(productFiles()).toBe(before);
    });

    it(`refuses a product without a main image with '${REQUIRED}'`, async () => {
      const res = await post(base(), {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(REQUIRED);
    });

    it('refuses an unknown category, a subcategory of another category and an unknown "Also show in" list', async () => {
      const unknownCat = await post(
        { ...base(), categoryId: '00000000-0000-4000-8000-000000000000' },
        await withMain(),
      );
      expect(unknownCat.json().message).toBe('The chosen category does not exist.');
      const wrongSub = await post({ ...base(), subCategoryId: giftEdit._id }, await withMain());
      expect(wrongSub.statusCode).toBe(400);
      expect(wrongSub.json().message).toBe('The chosen subcategory does not belong to the chosen category.');
      const list = await post(
        { ...base(), alsoShowIn: ['00000000-0000-4000-8000-000000000000'] },
        await withMain(),
      );
      expect(list.json().message).toBe('One of the "Also show in" lists does not exist.');
    });

    it('refuses a SKU already in the shop (409 naming it, any case) and a SKU repeated in the request', async () => {
      await addProduct(ctx, { title: 'Original', categoryId: rings._id, variants: [variant('DUP-SKU-1')] });
      const before = productFiles();
      const taken = await post(
        { ...base(), variants: [variant('dup-sku-1')] },
        await withMain({ variantImages_0: await png('#444444') }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('The SKU "DUP-SKU-1" is already used by another variant.');
      expect(productFiles()).toBe(before);
      const repeated = await post(
        { ...base(), variants: [variant('REP-1'), variant('rep-1')] },
        await withMain(),
      );
      expect(repeated.statusCode).toBe(409);
      expect(repeated.json().message).toBe('The SKU "rep-1" is given to more than one variant.');
    });

    it('refuses a variant image that is not an image by its content (415) and keeps nothing stored', async () => {
      const before = productFiles();
      const res = await post(
        base(),
        await withMain({
          variantImages_0: {
            data: Buffer.from('%PDF-1.4 not a picture'),
            name: 'ring.jpg',
            type: 'image/jpeg',
          },
        }),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.');
      expect(productFiles()).toBe(before);
    });

    it('refuses a fifth image on one variant and images for a variant that is not there', async () => {
      const before = productFiles();
      const five = await post(
        base(),
        await withMain({
          variantImages_0: await Promise.all([1, 2, 3, 4, 5].map((i) => png(`#${i}${i}0000`))),
        }),
      );
      expect(five.statusCode).toBe(400);
      expect(five.json().message).toBe('A variant can have at most 4 images.');
      const ghost = await post(base(), await withMain({ variantImages_3: await png() }));
      expect(ghost.statusCode).toBe(400);
      expect(ghost.json().message).toBe('Images were sent for variant 4, which is not in the product.');
      expect(productFiles()).toBe(before);
    });

    it('refuses product text that is not JSON', async () => {
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/product/add-product',
        multipart({ product: '{oops' }, await withMain()),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The product details are not valid JSON.');
    });
  });

  describe('concurrent writes', () => {
    it('two admins saving the same new SKU at once: one product, the other gets 409 naming the SKU', async () => {
      const send = async (title: string) =>
        post({ title, categoryId: rings._id, variants: [variant('RACE-SKU-1')] }, await withMain());
      const [a, b] = await Promise.all([send('Race One'), send('Race Two')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().message).toBe('The SKU "RACE-SKU-1" is already used by another variant.');
      expect(await ctx.app.db.select().from(variants).where(eq(variants.sku, 'RACE-SKU-1'))).toHaveLength(1);
    });

    it("turns the database's own unique refusal into a 409 naming the SKU", async () => {
      const [existing] = await ctx.app.db.select().from(variants).limit(1);
      const error = await ctx.app.db
        .insert(variants)
        .values({ ...existing!, id: undefined as unknown as string })
        .then(
          () => null,
          (err: unknown) => err,
        );
      const mapped = conflictFromDatabase(error);
      expect(mapped?.statusCode).toBe(409);
      expect(mapped?.message).toBe(`The SKU "${existing!.sku}" is already used by another variant.`);
    });
  });

  describe('PUT /api/product/update-product/{id}', () => {
    const put = (id: string, product: unknown, files: Parameters<typeof multipart>[1] = {}) =>
      call(ctx.app, ctx.admin, 'PUT', `/api/product/update-product/${id}`, multipart({ product }, files));

    it('updates, creates and removes variants; keeps listed images, appends new files and removes dropped ones from storage', async () => {
      const created = await addProduct(
        ctx,
        {
          title: 'Celeste Band',
          categoryId: rings._id,
          variants: [variant('CEL-1'), variant('CEL-2'), variant('CEL-3')],
        },
        { variantImages: 2 },
      );
      const [v1, v2, v3] = created.variants as [
        (typeof created.variants)[0],
        (typeof created.variants)[0],
        (typeof created.variants)[0],
      ];
      const res = await put(
        created._id,
        {
          title: 'Celeste Band',
          categoryId: rings._id,
          subCategoryId: engagement._id,
          mainImage: created.mainImage,
          variants: [
            // v1: price changed, keeps its first image only, gains one new file
            { ...variant('CEL-1'), _id: v1._id, totalPrice: 30000, images: [v1.images[0]] },
            // new variant with a new file
            variant('CEL-4', { metalColor: 'Rose Gold', purity: '14KT' }),
            // v3 kept as it is (no images field: its images stay)
            { ...variant('CEL-3'), _id: v3._id },
          ],
        },
        { variantImages_0: await png('#fafafa'), variantImages_1: await png('#0f0f0f') },
      );
      expect(res.statusCode, res.body).toBe(200);
      const { product, message } = ProductWriteReply.parse(res.json());
      expect(message).toBe('Product updated successfully');
      expect(product.variants.map((v) => v.sku)).toEqual(['CEL-1', 'CEL-4', 'CEL-3']);
      expect(product.variants[0]).toMatchObject({ _id: v1._id, price: 30000 });
      expect(product.variants[0]!.images[0]).toBe(v1.images[0]);
      expect(product.variants[0]!.images).toHaveLength(2);
      expect(product.variants[1]!.images).toHaveLength(1);
      expect(product.variants[2]!.images).toEqual(v3.images);
      expect(product.subcategory?._id).toBe(engagement._id);
      // Dropped: v1's second image and both of v2's.
      for (const url of [v1.images[1]!, ...v2.images]) expectStored(ctx, url, false);
      for (const url of product.variants.flatMap((v) => v.images)) expectStored(ctx, url);
      expect(await ctx.app.db.select().from(variants).where(eq(variants.id, v2._id))).toHaveLength(0);
    });

    it("keeps what an edit does not send: description, tags, subcategory; a kept variant's sizes, stock and discount", async () => {
      const created = await addProduct(ctx, {
        title: 'Partial Edit',
        description: 'Kept words.',
        tags: 'kept, tags',
        categoryId: rings._id,
        subCategoryId: engagement._id,
        variants: [variant('PART-1', { size: '5, 6', stock: 7, discount: { type: 'fixed', value: 1000 } })],
      });
      const v = created.variants[0]!;
      const res = await put(created._id, {
        title: 'Partial Edit',
        categoryId: rings._id,
        variants: [
          { _id: v._id, material: 'Yellow Gold', purity: '18KT', sku: 'PART-1', price: 26999, weight: 2.5 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const { product } = ProductWriteReply.parse(res.json());
      expect(product).toMatchObject({
        description: 'Kept words.',
        tags: ['kept', 'tags'],
        subcategory: { _id: engagement._id },
      });
      expect(product.variants[0]).toMatchObject({
        price: 26999,
        size: ['5', '6'],
        stock: 7,
        discount: { type: 'fixed', value: 1000 },
        images: v.images,
      });
      // A kept fixed discount must still fit a lowered price.
      const low = await put(created._id, {
        title: 'Partial Edit',
        categoryId: rings._id,
        variants: [
          { _id: v._id, material: 'Yellow Gold', purity: '18KT', sku: 'PART-1', price: 500, weight: 2.5 },
        ],
      });
      expect(low.statusCode).toBe(400);
      expect(low.json().message).toBe('A fixed discount cannot be more than the price.');
      // Sent empty, they are cleared.
      const cleared = await put(created._id, {
        title: 'Partial Edit',
        description: '',
        tags: '',
        categoryId: rings._id,
        subCategoryId: '',
        variants: [{ ...variant('PART-1', { size: '', stock: 0, discount: null }), _id: v._id }],
      });
      expect(cleared.json().product).toMatchObject({ description: '', tags: [], subcategory: null });
      expect(cleared.json().product.variants[0]).toMatchObject({
        size: [],
        stock: 0,
        inStock: false,
        discount: { type: null, value: 0 },
      });
    });

    it('keeps at most 4 images per variant, existing plus new', async () => {
      const created = await addProduct(
        ctx,
        { title: 'Four Max', categoryId: rings._id, variants: [variant('FOUR-1')] },
        { variantImages: 3 },
      );
      const v = created.variants[0]!;
      const res = await put(
        created._id,
        {
          title: 'Four Max',
          categoryId: rings._id,
          variants: [{ ...variant('FOUR-1'), _id: v._id, images: v.images }],
        },
        { variantImages_0: [await png('#121212'), await png('#343434')] },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A variant can have at most 4 images.');
      for (const url of v.images) expectStored(ctx, url);
    });

    it('replaces the main image and removes the old file', async () => {
      const created = await addProduct(ctx, {
        title: 'Main Swap',
        categoryId: rings._id,
        variants: [variant('SWAP-1')],
      });
      const res = await put(
        created._id,
        {
          title: 'Main Swap',
          categoryId: rings._id,
          variants: [{ ...variant('SWAP-1'), _id: created.variants[0]!._id }],
        },
        { mainImage: await png('#abcdef') },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.mainImage).not.toBe(created.mainImage);
      expectStored(ctx, created.mainImage, false);
      expectStored(ctx, res.json().product.mainImage);
    });

    it(`refuses a product left without a main image: '${EDIT_REQUIRED}'`, async () => {
      const created = await addProduct(ctx, {
        title: 'No Main',
        categoryId: rings._id,
        variants: [variant('NOMAIN-1')],
      });
      const keep = { ...variant('NOMAIN-1'), _id: created.variants[0]!._id };
      for (const product of [
        { title: 'No Main', categoryId: rings._id, mainImage: null, variants: [keep] },
        { title: '', categoryId: rings._id, variants: [keep] },
        { title: 'No Main', variants: [keep] },
      ]) {
        const res = await put(created._id, product);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(EDIT_REQUIRED);
      }
      expectStored(ctx, created.mainImage);
    });

    it(`refuses a variant without a required field with add's message: '${VARIANT_REQUIRED}'`, async () => {
      const created = await addProduct(ctx, {
        title: 'Var Check',
        categoryId: rings._id,
        variants: [variant('VC-1')],
      });
      const id = created.variants[0]!._id;
      for (const v of [
        { ...variant('VC-1'), _id: id, totalPrice: undefined },
        { ...variant('VC-1'), _id: id, metalColor: '' },
        { ...variant('VC-1'), _id: id, sku: ' ' },
        variant('VC-2', { purity: undefined }),
      ]) {
        const res = await put(created._id, { title: 'Var Check', categoryId: rings._id, variants: [v] });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(VARIANT_REQUIRED);
      }
      // Images and weight are not required, on an edit as on an add (create-then-edit test covers the shapes).
      const res = await put(created._id, {
        title: 'Var Check',
        categoryId: rings._id,
        variants: [{ ...variant('VC-1'), _id: id, images: [], weightInGrams: '' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.variants[0]).toMatchObject({ images: [], weight: 0 });
    });

    it('refuses a variant id of another product and a SKU of another product (409); lets two variants swap SKUs', async () => {
      const a = await addProduct(ctx, {
        title: 'Swap A',
        categoryId: rings._id,
        variants: [variant('SWA-1'), variant('SWA-2')],
      });
      const b = await addProduct(ctx, {
        title: 'Swap B',
        categoryId: rings._id,
        variants: [variant('SWB-1')],
      });
      const foreign = await put(a._id, {
        title: 'Swap A',
        categoryId: rings._id,
        variants: [{ ...variant('SWB-1'), _id: b.variants[0]!._id }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe('A variant id does not belong to this product.');
      const [x, y] = a.variants as [(typeof a.variants)[0], (typeof a.variants)[0]];
      const taken = await put(a._id, {
        title: 'Swap A',
        categoryId: rings._id,
        variants: [{ ...variant('SWB-1'), _id: x._id }],
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('The SKU "SWB-1" is already used by another variant.');
      const swap = await put(a._id, {
        title: 'Swap A',
        categoryId: rings._id,
        variants: [
          { ...variant('SWA-2'), _id: x._id },
          { ...variant('SWA-1'), _id: y._id },
        ],
      });
      expect(swap.statusCode, swap.body).toBe(200);
      expect(swap.json().product.variants.map((v: { _id: string; sku: string }) => [v._id, v.sku])).toEqual([
        [x._id, 'SWA-2'],
        [y._id, 'SWA-1'],
      ]);
    });

    it('gives a renamed product a new slug and keeps the old one in the slug history; no other product takes it', async () => {
      const created = await addProduct(ctx, {
        title: 'Morning Dew Ring',
        categoryId: rings._id,
        variants: [variant('DEW-1')],
      });
      const keep = { ...variant('DEW-1'), _id: created.variants[0]!._id };
      const res = await put(created._id, {
        title: 'Morning Dew Halo Ring',
        categoryId: rings._id,
        variants: [keep],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.slug).toBe('morning-dew-halo-ring');
      const history = await ctx.app.db
        .select()
        .from(productSlugHistory)
        .where(eq(productSlugHistory.productId, created._id));
      expect(history.map((h) => h.slug)).toEqual(['morning-dew-ring']);
      // A new product with the old title does not take the old link.
      const other = await addProduct(ctx, {
        title: 'Morning Dew Ring',
        categoryId: rings._id,
        variants: [variant('DEW-2')],
      });
      expect(other.slug).toBe('morning-dew-ring-2');
      // Renaming back makes the old slug live again and leaves history clean.
      const back = await put(created._id, {
        title: 'Morning Dew Ring',
        categoryId: rings._id,
        variants: [keep],
      });
      expect(back.json().product.slug).toBe('morning-dew-ring');
      const after = await ctx.app.db
        .select()
        .from(productSlugHistory)
        .where(eq(productSlugHistory.productId, created._id));
      expect(after.map((h) => h.slug)).toEqual(['morning-dew-halo-ring']);
    });

    it('answers 404 for an unknown product', async () => {
      const res = await put('00000000-0000-4000-8000-000000000000', { ...base() }, await withMain());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found.');
    });
  });

  describe('GET /api/admin/products/{id}', () => {
    it('returns any product (inactive too) with its "Also show in" lists', async () => {
      const created = await addProduct(ctx, {
        title: 'Hidden Gem',
        categoryId: bracelets._id,
        status: 'inactive',
        alsoShowIn: [giftEdit._id, engagement._id],
        variants: [variant('HID-1')],
      });
      const res = await call(ctx.app, ctx.admin, 'GET', `/api/admin/products/${created._id}`);
      expect(res.statusCode).toBe(200);
      const { product } = AdminProductReply.parse(res.json());
      expect(product.status).toBe('inactive');
      expect(product.alsoShowIn.map((l) => l.name).sort()).toEqual(['Engagement Rings', 'Gift Edit']);
      expect(
        (await call(ctx.app, ctx.admin, 'GET', '/api/admin/products/00000000-0000-4000-8000-000000000000'))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /api/product/delete-product/{id}', () => {
    it('deletes the product, keeps past orders whole and keeps only the images an order still shows', async () => {
      const created = await addProduct(ctx, {
        title: 'Gone Ring',
        categoryId: rings._id,
        variants: [variant('GONE-1'), variant('GONE-2')],
      });
      const [v1, v2] = created.variants as [(typeof created.variants)[0], (typeof created.variants)[0]];
      const order = await insertOrder(ctx, {
        userId: ctx.shopper.id,
        lines: [
          {
            productId: created._id,
            variantId: v1._id,
            name: 'Gone Ring',
            image: v1.images[0]!,
            pricePaise: 2_339_910,
            quantity: 2,
            sku: 'GONE-1',
          },
        ],
      });
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${created._id}`);
      expect(res.statusCode).toBe(200);
      expect(DeleteReply.parse(res.json()).message).toBe('Product deleted successfully');
      expect(await ctx.app.db.select().from(products).where(eq(products.id, created._id))).toHaveLength(0);
      const [line] = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(line).toMatchObject({
        productId: null,
        variantId: null,
        nameAtPurchase: 'Gone Ring',
        mainImageAtPurchase: v1.images[0],
        priceAtPurchasePaise: 2_339_910,
        quantity: 2,
      });
      expectStored(ctx, v1.images[0]!, true); // an order still shows it
      expectStored(ctx, created.mainImage, false);
      for (const url of v2.images) expectStored(ctx, url, false);
      const again = await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${created._id}`);
      expect(again.statusCode).toBe(404);
    });

    it('keeps an image another product reuses (by URL) when one of them is deleted', async () => {
      const a = await addProduct(ctx, {
        title: 'Shared Main A',
        categoryId: rings._id,
        variants: [variant('SHA-1')],
      });
      const res = await post({
        title: 'Shared Main B',
        categoryId: rings._id,
        mainImage: a.mainImage,
        variants: [variant('SHB-1', { images: [a.variants[0]!.images[0]] })],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().product.mainImage).toBe(a.mainImage);
      await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${a._id}`);
      expectStored(ctx, a.mainImage, true);
      expectStored(ctx, a.variants[0]!.images[0]!, true);
    });
  });
});
