/**
 * The product form's JSON is validated before any image is processed (decision 120): a bad product with images
 * answers the same 400 as without them, runs no image work (app.images.save is never called) and leaves no file
 * in the uploads directory — whether the form sends its `product` part before its files or after them. A good
 * product whose files come first still has them stored.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductWriteReply } from '#domain/schemas/admin-product';
import {
  addCategory,
  addProduct,
  call,
  expectStored,
  multipart,
  png,
  setupAdminTest,
  variant,
  type AdminTestContext,
} from './helpers';

describe('admin product form: the product JSON before the images', () => {
  let ctx: AdminTestContext;
  let rings: { _id: string };
  let saves = 0;
  const uploads = () =>
    readdirSync(ctx.app.images.root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;

  beforeAll(async () => {
    ctx = await setupAdminTest();
    rings = await addCategory(ctx, 'Rings');
    const save = ctx.app.images.save.bind(ctx.app.images);
    ctx.app.images.save = (...args) => {
      saves++;
      return save(...args);
    };
  });
  afterAll(async () => ctx?.t.close());

  /** A form with its files before the `product` part (the helper's forms put fields first). */
  async function filesFirst(product: unknown): Promise<FormData> {
    const form = new FormData();
    form.append(
      'mainImage',
      new Blob([new Uint8Array(await png('#102030'))], { type: 'image/png' }),
      'm.png',
    );
    form.append(
      'variantImages_0',
      new Blob([new Uint8Array(await png('#203040'))], { type: 'image/png' }),
      'v.png',
    );
    form.append('product', JSON.stringify(product));
    return form;
  }
  const files = async () => ({ mainImage: await png('#302010'), variantImages_0: await png('#403020') });
  const good = (sku: string) => ({
    title: 'Validated Ring',
    categoryId: rings._id,
    variants: [variant(sku)],
  });
  const noTitle = (sku: string) => ({ categoryId: rings._id, variants: [variant(sku)] });

  it('refuses a bad product on add with the same 400, no image work and no file, in either part order', async () => {
    const plain = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/add-product',
      multipart({ product: noTitle('V-1') }),
    );
    expect(plain.statusCode).toBe(400);
    const before = uploads();
    saves = 0;
    for (const form of [
      multipart({ product: noTitle('V-1') }, await files()),
      await filesFirst(noTitle('V-1')),
    ]) {
      const res = await call(ctx.app, ctx.admin, 'POST', '/api/product/add-product', form);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(plain.json());
    }
    const broken = multipart({ product: '{"title": "Half' }, await files());
    const res = await call(ctx.app, ctx.admin, 'POST', '/api/product/add-product', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The product details are not valid JSON.');
    expect(saves).toBe(0);
    expect(uploads()).toBe(before);
  });

  it('refuses a bad product on update likewise', async () => {
    const product = await addProduct(ctx, good('V-2'));
    const url = `/api/product/update-product/${product._id}`;
    const bad = { ...noTitle('V-2'), title: '' };
    const plain = await call(ctx.app, ctx.admin, 'PUT', url, multipart({ product: bad }));
    expect(plain.statusCode).toBe(400);
    const before = uploads();
    saves = 0;
    for (const form of [multipart({ product: bad }, await files()), await filesFirst(bad)]) {
      const res = await call(ctx.app, ctx.admin, 'PUT', url, form);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(plain.json());
    }
    expect(saves).toBe(0);
    expect(uploads()).toBe(before);
  });

  it('stores the images of a good product whose files came before its JSON', async () => {
    saves = 0;
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/add-product',
      await filesFirst(good('V-3')),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { product } = ProductWriteReply.parse(res.json());
    expect(saves).toBe(2);
    expect(product.variants[0]!.images).toHaveLength(1);
    for (const url of [product.mainImage, ...product.variants[0]!.images]) expectStored(ctx, url);
    expect(path.basename(product.mainImage)).toMatch(/\.webp$/);
  });
});
