import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SubcategoryDeleteReply,
  SubcategoryFeaturedReply,
  SubcategoryWriteReply,
} from '#domain/schemas/admin-catalog';
import { collectionProducts, products, subcategories } from '#server/db/schema';
import {
  addCategory,
  addProduct,
  addSubcategory,
  call,
  expectStored,
  multipart,
  png,
  setupAdminTest,
  variant,
  type AdminTestContext,
} from './helpers';

describe('admin subcategories', () => {
  let ctx: AdminTestContext;
  let rings: { _id: string; name: string };
  let earrings: { _id: string; name: string };
  beforeAll(async () => {
    ctx = await setupAdminTest();
    rings = await addCategory(ctx, 'Rings');
    earrings = await addCategory(ctx, 'Earrings');
  });
  afterAll(async () => ctx?.t.close());

  describe('POST /api/subcategory/add-subcategory', () => {
    it('creates a subcategory with its image under its category', async () => {
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/subcategory/add-subcategory',
        multipart({ name: 'Engagement Rings', category: rings._id }, { image: await png('#cc9900') }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = SubcategoryWriteReply.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.subcategory).toMatchObject({
        name: 'Engagement Rings',
        slug: 'engagement-rings',
        category: { _id: rings._id, name: 'Rings' },
        isFeatured: false,
      });
      expectStored(ctx, body.subcategory.image.url);
    });

    it.each([
      ['no name', { category: 'CAT' }, true],
      ['a blank name', { name: ' ', category: 'CAT' }, true],
      ['no category', { name: 'Hoops' }, true],
      ['no image', { name: 'Hoops', category: 'CAT' }, false],
    ])("refuses %s with 'Please fill all fields.' and keeps no upload", async (_label, fields, withImage) => {
      const values = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, v === 'CAT' ? earrings._id : v]),
      );
      const before = (await ctx.app.db.select().from(subcategories)).length;
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/subcategory/add-subcategory',
        multipart(values, withImage ? { image: await png('#010203') } : {}),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill all fields.');
      expect(await ctx.app.db.select().from(subcategories)).toHaveLength(before);
    });

    it('refuses an unknown category, and a name its category already has (409)', async () => {
      const unknown = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/subcategory/add-subcategory',
        multipart(
          { name: 'Hoops', category: '00000000-0000-4000-8000-000000000000' },
          { image: await png() },
        ),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('The chosen category does not exist.');
      await addSubcategory(ctx, earrings._id, 'Hoops');
      const dup = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/subcategory/add-subcategory',
        multipart({ name: 'hoops', category: earrings._id }, { image: await png() }),
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe('A subcategory named "hoops" already exists in Earrings.');
    });

    it('gives a subcategory named like a category a free slug across both tables', async () => {
      const sub = await addSubcategory(ctx, earrings._id, 'Rings');
      expect(sub.slug).toBe('rings-2');
      const other = await addSubcategory(ctx, rings._id, 'Rings!');
      expect(other.slug).toBe('rings-3');
    });
  });

  describe('PUT /api/subcategory/update-subcategory/{id}', () => {
    it('renames, replaces the image (old file leaves storage) and moves products with it to a new category', async () => {
      const sub = await addSubcategory(ctx, rings._id, 'Ear Cuffs');
      const product = await addProduct(ctx, {
        title: 'Leaf Ear Cuff',
        categoryId: rings._id,
        subCategoryId: sub._id,
        variants: [variant('CUFF-1')],
      });
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/subcategory/update-subcategory/${sub._id}`,
        multipart({ name: 'Ear Cuffs & Climbers', category: earrings._id }, { image: await png('#998877') }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = SubcategoryWriteReply.parse(res.json());
      expect(body.subcategory).toMatchObject({
        name: 'Ear Cuffs & Climbers',
        slug: 'ear-cuffs',
        category: { _id: earrings._id, name: 'Earrings' },
      });
      expectStored(ctx, sub.image.url, false);
      expectStored(ctx, body.subcategory.image.url);
      const [row] = await ctx.app.db.select().from(products).where(eq(products.id, product._id));
      expect(row!.categoryId).toBe(earrings._id);
    });

    it("refuses missing fields with 'Please fill all fields.' and an unknown id with 404", async () => {
      const sub = await addSubcategory(ctx, rings._id, 'Bands');
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/subcategory/update-subcategory/${sub._id}`,
        multipart({ name: '', category: rings._id }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill all fields.');
      const missing = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        '/api/subcategory/update-subcategory/00000000-0000-4000-8000-000000000000',
        multipart({ name: 'x', category: rings._id }),
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/subcategory/delete-subcategory/{id}', () => {
    it('refuses a subcategory that is still home to products (409), then deletes it once empty', async () => {
      const sub = await addSubcategory(ctx, rings._id, 'Signet Rings');
      const product = await addProduct(ctx, {
        title: 'Oval Signet',
        categoryId: rings._id,
        subCategoryId: sub._id,
        variants: [variant('SIG-1')],
      });
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/subcategory/delete-subcategory/${sub._id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This subcategory still holds 1 product. Move it to another subcategory or delete it first.',
      );
      await call(ctx.app, ctx.admin, 'DELETE', `/api/product/delete-product/${product._id}`);
      const ok = await call(ctx.app, ctx.admin, 'DELETE', `/api/subcategory/delete-subcategory/${sub._id}`);
      expect(ok.statusCode).toBe(200);
      expect(SubcategoryDeleteReply.parse(ok.json())).toMatchObject({
        message: 'Subcategory deleted successfully',
      });
      expectStored(ctx, sub.image.url, false);
    });

    it('removes "Also show in" listings with a list, leaving the listed products where they live', async () => {
      const home = await addSubcategory(ctx, rings._id, 'Eternity Rings');
      const list = await addSubcategory(ctx, rings._id, 'Gift Edit');
      const product = await addProduct(ctx, {
        title: 'Half Eternity Band',
        categoryId: rings._id,
        subCategoryId: home._id,
        alsoShowIn: [list._id],
        variants: [variant('ETR-1')],
      });
      expect(product.alsoShowIn.map((l) => l._id)).toEqual([list._id]);
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/subcategory/delete-subcategory/${list._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().removedListings).toBe(1);
      expect(
        await ctx.app.db
          .select()
          .from(collectionProducts)
          .where(eq(collectionProducts.productId, product._id)),
      ).toHaveLength(0);
      const [row] = await ctx.app.db.select().from(products).where(eq(products.id, product._id));
      expect(row!.subcategoryId).toBe(home._id);
    });

    it('never deletes a merchandising list the home page reads (new-arrivals)', async () => {
      const collection = await addCategory(ctx, 'Edits');
      const sub = await addSubcategory(ctx, collection._id, 'New Arrivals');
      expect(sub.slug).toBe('new-arrivals');
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/subcategory/delete-subcategory/${sub._id}`);
      expect(res.statusCode).toBe(409);
      const slug = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/subcategory/update-subcategory/${sub._id}`,
        multipart({ name: 'Just In', category: collection._id, slug: 'just-in' }),
      );
      expect(slug.statusCode).toBe(409);
      // Renaming alone is fine: the slug stays.
      const rename = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/subcategory/update-subcategory/${sub._id}`,
        multipart({ name: 'Just In', category: collection._id }),
      );
      expect(rename.json().subcategory).toMatchObject({ name: 'Just In', slug: 'new-arrivals' });
    });
  });

  describe('PUT /api/subcategory/isfeatured/{id}', () => {
    it('sets the flag and replies updated; refuses a bad value and an unknown id', async () => {
      const sub = await addSubcategory(ctx, rings._id, 'Toi et Moi');
      const res = await call(ctx.app, ctx.admin, 'PUT', `/api/subcategory/isfeatured/${sub._id}`, {
        isFeatured: true,
      });
      expect(res.statusCode).toBe(200);
      expect(SubcategoryFeaturedReply.parse(res.json()).updated).toMatchObject({
        _id: sub._id,
        isFeatured: true,
      });
      const bad = await call(ctx.app, ctx.admin, 'PUT', `/api/subcategory/isfeatured/${sub._id}`, {
        isFeatured: 3,
      });
      expect(bad.statusCode).toBe(400);
      const missing = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        '/api/subcategory/isfeatured/00000000-0000-4000-8000-000000000000',
        { isFeatured: true },
      );
      expect(missing.statusCode).toBe(404);
    });
  });
});
