/**
 * Image storage provider. Every accepted image is checked by its content (magic bytes, then a full decode by
 * sharp), re-encoded as WebP at IMAGE_WIDTHS and written under DATA_DIR/uploads/<folder>/. Re-encoding strips
 * metadata and anything smuggled after the image data. URLs follow domain/images.ts.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_WIDTHS, LARGEST_WIDTH, isStoredImage } from '../../../domain/images';
import { payloadTooLarge, unsupportedMediaType } from '../../errors';

/** Formats accepted from uploads, detected from the bytes, never from the name or the declared type. */
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Refuses decompression bombs: 50 megapixels is far above any camera a jeweller uses for a product shot. */
const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  notImage: 'Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.',
  tooLarge: (mb: number) => `Images must be at most ${mb} MB.`,
} as const;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

export interface ImageStore {
  /** Validates, resizes and stores an upload; throws 415 for non-images and 413 for oversized files. */
  save(data: Buffer, folder: string, options?: { maxBytes?: number; square?: boolean }): Promise<StoredImage>;
  /** Stores an already trusted image (the demo catalogue's rendered SVGs) under a stable name. */
  saveNamed(data: Buffer, folder: string, name: string): Promise<StoredImage>;
  /** Removes an image and its resized siblings; URLs outside the store are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** Whether a URL points at an image this store holds. */
  owns(url: string | null | undefined): boolean;
  readonly root: string;
}

export function createImageStore(root: string, defaultMaxBytes: number): ImageStore {
  const safeSegment = (s: string) => /^[a-z0-9][a-z0-9-]*$/.test(s);

  async function writeVariants(
    data: Buffer,
    folder: string,
    name: string,
    square = false,
  ): Promise<StoredImage> {
    if (!safeSegment(folder) || !safeSegment(name)) throw new Error('Invalid image folder or name');
    const dir = path.join(root, folder);
    await mkdir(dir, { recursive: true });
    const base = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const largest = LARGEST_WIDTH;
    let width = 0;
    let height = 0;
    for (const w of IMAGE_WIDTHS) {
      const pipeline = base
        .clone()
        .resize(square ? { width: w, height: w, fit: 'cover' } : { width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 });
      const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
      const file = w === largest ? `${name}.webp` : `${name}-${w}.webp`;
      await writeFile(path.join(dir, file), out);
      if (w === largest) {
        width = info.width;
        height = info.height;
      }
    }
    return { url: `/uploads/${folder}/${name}.webp`, width, height };
  }

  return {
    root,
    async save(data, folder, options = {}) {
      const maxBytes = options.maxBytes ?? defaultMaxBytes;
      if (data.length > maxBytes)
        throw payloadTooLarge(IMAGE_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
      const type = await fileTypeFromBuffer(data);
      if (!type || !ACCEPTED_MIME.has(type.mime)) throw unsupportedMediaType(IMAGE_MESSAGES.notImage);
      try {
        await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
        return await writeVariants(data, folder, randomUUID(), options.square);
      } catch (err) {
        if ((err as Error).message?.includes('pixel limit')) {
          throw payloadTooLarge('This image has too many pixels. Please upload a smaller image.');
        }
        if ((err as { statusCode?: number }).statusCode) throw err;
        throw unsupportedMediaType(IMAGE_MESSAGES.notImage);
      }
    },
    saveNamed(data, folder, name) {
      return writeVariants(data, folder, name);
    },
    owns(url) {
      return isStoredImage(url) && /^\/uploads\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\.webp$/.test(url);
    },
    async remove(url) {
      if (!this.owns(url)) return;
      const [, , folder, file] = url!.split('/') as [string, string, string, string];
      const name = file.replace(/\.webp$/, '');
      const dir = path.join(root, folder);
      const siblings = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        siblings
          .filter((f) => f === `${name}.webp` || new RegExp(`^${name}-\\d+\\.webp$`).test(f))
          .map((f) => rm(path.join(dir, f), { force: true })),
      );
    },
  };
}
