/**
 * Image storage provider. Every accepted image is checked by its content and re-encoded as WebP at IMAGE_WIDTHS
 * (encode.ts), then written under DATA_DIR/uploads/<folder>/ — the default — or, when S3_BUCKET is set, into the
 * bucket under the same paths (s3-store.ts, docs/decisions/103-pictures-in-object-storage.md). URLs follow
 * domain/images.ts and are the same for both stores: `/uploads/<folder>/<file>.webp`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isStoredImage } from '#domain/images';
import { encodeUpload, encodeVariants, safeSegment, type EncodedImage } from './encode';
import { contentTypeOf, keyOfUrl } from './keys';

export { IMAGE_MESSAGES } from './encode';

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** A stored file opened for reading (the /uploads proxy of the bucket store). */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
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
  /**
   * DATA_DIR/uploads. The disk store keeps the images there; the bucket store only reads it (files rendered
   * on this machine, such as the demo's hero posters, are pushed from it to the bucket).
   */
  readonly root: string;
  /** Where the files live: 'disk' (DATA_DIR/uploads, the default) or 's3' (S3_BUCKET). */
  readonly kind: 'disk' | 's3';
  /**
   * The address pages load pictures from, without a trailing slash: '' for the shop itself (its /uploads route),
   * else S3_PUBLIC_URL. Stored and API URLs stay relative (`/uploads/…`); this is put in front when rendering.
   */
  readonly publicBase: string;
  /** Whether the file a stored URL names exists (any width's URL). */
  exists(url: string): Promise<boolean>;
  /**
   * Opens a stored file by its path under /uploads (`products/abc.webp`) for serving; null when there is none.
   * `ifNoneMatch` lets the bucket answer "not modified" (then `notModified` is true and there is no body).
   */
  open(
    relativePath: string,
    options?: { ifNoneMatch?: string },
  ): Promise<(StoredFile & { notModified?: false }) | { notModified: true; etag: string | undefined } | null>;
  /** Copies files of DATA_DIR/uploads not yet in the store into it (a no-op for the disk store). */
  pushLocal(folder?: string): Promise<{ copied: number; skipped: number }>;
  /** Releases the bucket's connections when the app closes (nothing to do on disk). */
  close(): void;
}

/**
 * An image store's `save` (an upload, checked and encoded, under a new random name) and `saveNamed`, given where
 * the encoded files go (`store`: the disk or the bucket). The image is encoded before anything is stored, so a
 * store that fails is a 500 of its own, never taken for a bad upload (415).
 */
export function imageSavers(
  store: (folder: string, image: EncodedImage) => Promise<StoredImage>,
  defaultMaxBytes: number,
): Pick<ImageStore, 'save' | 'saveNamed'> {
  const checkNames = (folder: string, name: string) => {
    if (!safeSegment(folder) || !safeSegment(name)) throw new Error('Invalid image folder or name');
  };
  return {
    async save(data, folder, options = {}) {
      const name = randomUUID();
      checkNames(folder, name);
      const image = await encodeUpload(data, name, {
        maxBytes: options.maxBytes ?? defaultMaxBytes,
        square: options.square,
      });
      return store(folder, image);
    },
    async saveNamed(data, folder, name) {
      checkNames(folder, name);
      return store(folder, await encodeVariants(data, name));
    },
  };
}

export function createImageStore(root: string, defaultMaxBytes: number): ImageStore {
  async function write(folder: string, image: EncodedImage): Promise<StoredImage> {
    const dir = path.join(root, folder);
    await mkdir(dir, { recursive: true });
    for (const f of image.files) await writeFile(path.join(dir, f.file), f.data);
    const largest = image.files[image.files.length - 1]!;
    return { url: `/uploads/${folder}/${largest.file}`, width: image.width, height: image.height };
  }

  return {
    root,
    kind: 'disk',
    publicBase: '',
    ...imageSavers(write, defaultMaxBytes),
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
    async exists(url) {
      const key = keyOfUrl(url);
      if (!key) return false;
      return stat(path.join(root, key.slice('uploads/'.length)))
        .then((s) => s.isFile())
        .catch(() => false);
    },
    async open(relativePath) {
      const key = keyOfUrl(`/uploads/${relativePath}`);
      if (!key) return null;
      const file = path.join(root, key.slice('uploads/'.length));
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(file),
        contentLength: info.size,
        etag: undefined,
        lastModified: info.mtime,
      };
    },
    async pushLocal() {
      return { copied: 0, skipped: 0 };
    },
    close() {},
  };
}
