import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CategoryFeaturedReply, CategoryWriteReply, DeleteReply } from '#domain/schemas/admin-catalog';
import { PLACEHOLDER_IMAGE } from '#domain/images';
import { categories } from '#server/db/schema';
import {
  addCategory,
  addProduct,
  addSubcategory,
  call,
  expectStored,
  imageFile,
  multipart,
  png,
  setupAdminTest,
  variant,
  type AdminTestContext,
} from './helpers';
import { existsSync } from 'node:fs';

describe('admin categories', () => {
  let ctx: AdminTestContext;
  const changes: string[] = [];
  beforeAll(async () => {
    ctx = await setupAdminTest();
    ctx.app.catalogEvents.onChange((what) => changes.push(what));
  });
  afterAll(async () => ctx?.t.close());

  describe('POST /api/category/add-category', () => {
    it('creates a category with a stored, resized image and a slug from its name, and tells the caches', async () => {
      changes.length = 0;
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/category/add-category',
        multipart({ name: '  Nose Pins & Studs ' }, { image: await png('#aa3344', 1200) }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = CategoryWriteReply.parse(res.json());
      expect(body.category).toMatchObject({
        name: 'Nose Pins & Studs',
        slug: 'nose-pins-and-studs',
        isFeatured: false,
      });
      expectStored(ctx, body.category.image.url);
      // Stored at every width of domain/images.ts.
      for (const w of [320, 640])
        expect(existsSync(imageFile(ctx, body.category.image.url.replace('.webp', `-${w}.webp`)))).toBe(true);
      expect(changes).toContain('category');
    });

    it('accepts a category without an image (placeholder) and a JSON body', async () => {
      const res = await call(ctx.app, ctx.admin, 'POST', '/api/category/add-category', { name: 'Anklets' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().category.image.url).toBe(PLACEHOLDER_IMAGE);
    });

    it.each([
      ['missing', {}],
      ['blank', { name: '   ' }],
    ])("refuses a %s name with 'Please provide category name.'", async (_label, fields) => {
      const res = await call(ctx.app, ctx.admin, 'POST', '/api/category/add-category', multipart(fields));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please provide category name.' });
    });

    it('refuses a second category of the same name (any case) with 409', async () => {
      await addCategory(ctx, 'Brooches');
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/category/add-category',
        multipart({ name: 'BROOCHES' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A category named "BROOCHES" already exists.');
    });

    it('keeps slugs unique across categories and subcategories (-2)', async () => {
      const parent = await addCategory(ctx, 'Pendants');
      const sub = await addSubcategory(ctx, parent._id, 'Charms');
      expect(sub.slug).toBe('charms');
      const clash = await addCategory(ctx, 'Charms');
      expect(clash.slug).toBe('charms-2');
    });

    it('refuses a file that is not an image by its content (415) and stores nothing', async () => {
      const before = await ctx.app.db.select().from(categories);
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/category/add-category',
        multipart(
          { name: 'Fake' },
          { image: { data: Buffer.from('not really a png'), name: 'photo.png', type: 'image/png' } },
        ),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().success).toBe(false);
      expect(await ctx.app.db.select().from(categories)).toHaveLength(before.length);
    });

    it('refuses an image over 8 MB with 413', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)]);
      const res = await call(
        ctx.app,
        ctx.admin,
        'POST',
        '/api/category/add-category',
        multipart({ name: 'Big' }, { image: big }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Images must be at most 8 MB.');
    });
  });

  describe('PUT /api/category/update-category/{id}', () => {
    it('renames (keeping the slug), replaces the image and removes the old file from storage', async () => {
      const cat = await addCategory(ctx, 'Chains', await png('#111111'));
      expectStored(ctx, cat.image.url);
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/category/update-category/${cat._id}`,
        multipart({ name: 'Fine Chains' }, { image: await png('#eeeeee') }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = CategoryWriteReply.parse(res.json());
      expect(body.message).toBe('Category updated successfully');
      expect(body.category).toMatchObject({ name: 'Fine Chains', slug: 'chains' });
      expect(body.category.image.url).not.toBe(cat.image.url);
      expectStored(ctx, body.category.image.url);
      expectStored(ctx, cat.image.url, false);
    });

    it('keeps the image when no new one is sent, and changes the slug only on purpose', async () => {
      const cat = await addCategory(ctx, 'Cufflinks', await png('#123456'));
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/category/update-category/${cat._id}`,
        multipart({ name: 'Cufflinks', slug: 'mens-cufflinks' }),
      );
      expect(res.json().category).toMatchObject({ slug: 'mens-cufflinks', image: { url: cat.image.url } });
      expectStored(ctx, cat.image.url);
      const taken = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/category/update-category/${cat._id}`,
        multipart({ name: 'Cufflinks', slug: 'anklets' }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(
        'The URL name "anklets" is already used by another category or subcategory.',
      );
      const bad = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/category/update-category/${cat._id}`,
        multipart({ name: 'Cufflinks', slug: 'Not A Slug' }),
      );
      expect(bad.statusCode).toBe(400);
    });

    it('removes the image on request', async () => {
      const cat = await addCategory(ctx, 'Tiaras', await png('#654321'));
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/category/update-category/${cat._id}`,
        multipart({ name: 'Tiaras', removeImage: 'true' }),
      );
      expect(res.json().category.image.url).toBe(PLACEHOLDER_IMAGE);
      expectStored(ctx, cat.image.url, false);
    });

    it("refuses an empty name with 'Category name cannot be empty.'", async () => {
      const cat = await addCategory(ctx, 'Bangles');
      for (const fields of [{}, { name: '' }, { name: '  ' }]) {
        const res = await call(
          ctx.app,
          ctx.admin,
          'PUT',
          `/api/category/update-category/${cat._id}`,
          multipart(fields),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Category name cannot be empty.');
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one, and discards the upload', async () => {
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        '/api/category/update-category/00000000-0000-4000-8000-000000000000',
        multipart({ name: 'Ghost' }, { image: await png('#ff00ff') }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Category not found.');
      const bad = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        '/api/category/update-category/not-an-id',
        multipart({ name: 'x' }),
      );
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('DELETE /api/category/delete-category/{id}', () => {
    it('refuses a category that still holds products with 409 and a clear message', async () => {
      const cat = await addCategory(ctx, 'Mangalsutra');
      await addProduct(ctx, {
        title: 'Classic Mangalsutra',
        categoryId: cat._id,
        variants: [variant('MS-1')],
      });
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${cat._id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This category still holds 1 product. Move or delete it first.');
    });

    it('refuses a category that still has subcategories (delete them first)', async () => {
      const cat = await addCategory(ctx, 'Kids');
      await addSubcategory(ctx, cat._id, 'Baby Bangles');
      await addSubcategory(ctx, cat._id, 'Kids Studs');
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${cat._id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This category still has 2 subcategories. Delete them first.');
    });

    it('deletes an empty category and its image file', async () => {
      const cat = await addCategory(ctx, 'Toe Rings', await png('#00aa00'));
      changes.length = 0;
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${cat._id}`);
      expect(res.statusCode).toBe(200);
      expect(DeleteReply.parse(res.json()).message).toBe('Category deleted successfully');
      expect(await ctx.app.db.select().from(categories).where(eq(categories.id, cat._id))).toHaveLength(0);
      expectStored(ctx, cat.image.url, false);
      expect(changes).toContain('category');
      const again = await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${cat._id}`);
      expect(again.statusCode).toBe(404);
    });

    it("never deletes the featured collection's category, which the home page reads", async () => {
      const res0 = await call(ctx.app, ctx.admin, 'POST', '/api/category/add-category', {
        name: "Aurelia's Collection",
      });
      const cat = res0.json().category;
      expect(cat.slug).toBe('aurelias-collection');
      const res = await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${cat._id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('read by the home page');
    });

    it('keeps an image another category still uses', async () => {
      const a = await addCategory(ctx, 'Shared A', await png('#0a0b0c'));
      const b = await addCategory(ctx, 'Shared B');
      await ctx.app.db.update(categories).set({ imageUrl: a.image.url }).where(eq(categories.id, b._id));
      await call(ctx.app, ctx.admin, 'DELETE', `/api/category/delete-category/${a._id}`);
      expectStored(ctx, a.image.url, true);
    });
  });

  describe('PUT /api/category/isfeatured/{id}', () => {
    it('sets the flag and replies success, updated', async () => {
      const cat = await addCategory(ctx, 'Featured Test');
      for (const isFeatured of [true, false]) {
        const res = await call(ctx.app, ctx.admin, 'PUT', `/api/category/isfeatured/${cat._id}`, {
          isFeatured,
        });
        expect(res.statusCode).toBe(200);
        const body = CategoryFeaturedReply.parse(res.json());
        expect(body.updated).toMatchObject({ _id: cat._id, isFeatured });
      }
      // A multipart "true" works too.
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        `/api/category/isfeatured/${cat._id}`,
        multipart({ isFeatured: 'true' }),
      );
      expect(res.json().updated.isFeatured).toBe(true);
    });

    it('refuses a missing or wrong value and an unknown id', async () => {
      const cat = await addCategory(ctx, 'Featured Bad');
      for (const payload of [{}, { isFeatured: 'maybe' }]) {
        const res = await call(ctx.app, ctx.admin, 'PUT', `/api/category/isfeatured/${cat._id}`, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('isFeatured must be true or false.');
      }
      const res = await call(
        ctx.app,
        ctx.admin,
        'PUT',
        '/api/category/isfeatured/00000000-0000-4000-8000-000000000000',
        { isFeatured: true },
      );
      expect(res.statusCode).toBe(404);
    });
  });
});
