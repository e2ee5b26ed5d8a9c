/**
 * The picture widths of an upload (docs/decisions/111): a product picture wider than 960 px is stored at 320, 640
 * and 960 px (the srcset) and at 1600 px (the zoom file the gallery's zoom and full-screen viewer load), every
 * file a WebP re-encoded from checked content; each width is served from /uploads. A source no wider than 960 px
 * and a square avatar get no zoom file (the gallery then falls back to the URL's own file); removing a picture
 * removes its zoom file too.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOOM_WIDTH, zoomImageSrc } from '#domain/images';
import {
  addCategory,
  call,
  imageFile,
  multipart,
  setupAdminTest,
  variant,
  type AdminTestContext,
} from '../admin/helpers';

/** A 4:5 picture with some detail (a gradient and a disc), as a camera's JPEG. */
async function photo(width: number): Promise<Buffer> {
  const height = Math.round((width * 5) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#f5efe6"/><stop offset="1" stop-color="#a8834a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#c9a96e" stroke="#333" stroke-width="4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const widthOf = async (data: Buffer) => {
  const meta = await sharp(data).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('picture widths of an upload', () => {
  let ctx: AdminTestContext;
  let categoryId: string;

  beforeAll(async () => {
    ctx = await setupAdminTest();
    categoryId = (await addCategory(ctx, 'Rings'))._id;
  });
  afterAll(async () => ctx?.t.close());

  async function addProductWith(mainImage: Buffer) {
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/add-product',
      multipart(
        {
          product: {
            title: `Gallery Ring ${Math.random().toString(36).slice(2, 7)}`,
            categoryId,
            variants: [variant(`GAL-${Math.random().toString(36).slice(2, 8)}`)],
          },
        },
        { mainImage: { data: mainImage, name: 'ring.jpg', type: 'image/jpeg' } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as { _id: string; mainImage: string };
  }

  const stemFiles = async (url: string) => {
    const file = imageFile(ctx, url);
    const stem = path.basename(file, '.webp');
    return (await readdir(path.dirname(file))).filter((f) => f.startsWith(stem)).sort();
  };

  describe('a product picture 2000 px wide', () => {
    let url: string;
    beforeAll(async () => {
      url = (await addProductWith(await photo(2000))).mainImage;
    });

    it('is stored at 320, 640, 960 and 1600 px, each a WebP of that width in the 4:5 shape', async () => {
      expect(url).toMatch(/^\/uploads\/products\/[a-z0-9-]+\.webp$/);
      const stem = path.basename(url, '.webp');
      expect(await stemFiles(url)).toEqual(
        [`${stem}-1600.webp`, `${stem}-320.webp`, `${stem}-640.webp`, `${stem}.webp`].sort(),
      );
      const expected: Array<[string, number]> = [
        [url.replace('.webp', '-320.webp'), 320],
        [url.replace('.webp', '-640.webp'), 640],
        [url, 960],
        [zoomImageSrc(url), ZOOM_WIDTH],
      ];
      for (const [u, w] of expected) {
        const info = await widthOf(await readFile(imageFile(ctx, u)));
        expect(info, u).toEqual({ format: 'webp', width: w, height: (w * 5) / 4 });
      }
    });

    it('serves every width from /uploads with the WebP type and a year-long cache', async () => {
      for (const [u, w] of [
        [url.replace('.webp', '-320.webp'), 320],
        [url.replace('.webp', '-640.webp'), 640],
        [url, 960],
        [zoomImageSrc(url), ZOOM_WIDTH],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: u });
        expect(res.statusCode, u).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toContain('immutable');
        expect((await widthOf(res.rawPayload)).width, u).toBe(w);
      }
    });

    it('the zoom file leaves with the picture', async () => {
      await ctx.app.images.remove(url);
      expect(await stemFiles(url)).toEqual([]);
      expect((await ctx.app.inject({ method: 'GET', url: zoomImageSrc(url) })).statusCode).toBe(404);
    });
  });

  it('a picture no wider than 960 px gets no zoom file: /uploads answers 404 and the gallery uses the URL', async () => {
    const { mainImage } = await addProductWith(await photo(800));
    const stem = path.basename(mainImage, '.webp');
    expect(await stemFiles(mainImage)).toEqual(
      [`${stem}-320.webp`, `${stem}-640.webp`, `${stem}.webp`].sort(),
    );
    expect((await ctx.app.inject({ method: 'GET', url: mainImage })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: zoomImageSrc(mainImage) })).statusCode).toBe(404);
  });

  it('content is checked before any width is written: a text file named .jpg is refused with 415', async () => {
    const before = await readdir(path.join(ctx.app.images.root, 'products')).catch(() => [] as string[]);
    const res = await call(
      ctx.app,
      ctx.admin,
      'POST',
      '/api/product/add-product',
      multipart(
        { product: { title: 'Not A Picture', categoryId, variants: [variant('GAL-TXT')] } },
        { mainImage: { data: Buffer.from('just words, no picture'), name: 'ring.jpg', type: 'image/jpeg' } },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(await readdir(path.join(ctx.app.images.root, 'products'))).toEqual(before);
  });

  it('a square avatar, however large, gets no zoom file', async () => {
    const stored = await ctx.app.images.save(await photo(1600), 'avatars', { square: true });
    const stem = path.basename(stored.url, '.webp');
    expect(existsSync(imageFile(ctx, stored.url))).toBe(true);
    expect(await stemFiles(stored.url)).toEqual(
      [`${stem}-320.webp`, `${stem}-640.webp`, `${stem}.webp`].sort(),
    );
  });
});
