/**
 * The image store on an S3-compatible bucket, chosen when S3_BUCKET is set (docs/decisions/103): the same checks
 * and WebP widths as on disk (encode.ts), each file put under the key `uploads/<folder>/<file>` with
 * `Content-Type: image/webp` and a year-long immutable cache (names are never reused). Nothing is written to
 * DATA_DIR, so several machines with their own DATA_DIR share the pictures.
 */
import { IMAGE_WIDTHS, LARGEST_WIDTH, ZOOM_WIDTH, isStoredImage } from '#domain/images';
import type { EncodedImage } from './encode';
import { keyOfUrl, KEY_PREFIX } from './keys';
import { pushDirectory } from './push';
import type { Bucket } from './bucket';
import { imageSavers, type ImageStore, type StoredImage } from './storage';

export interface S3ImageStore extends ImageStore {
  readonly bucket: Bucket;
}

export function createS3ImageStore(bucket: Bucket, localRoot: string, defaultMaxBytes: number): S3ImageStore {
  async function put(folder: string, image: EncodedImage): Promise<StoredImage> {
    // Smaller widths first: the URL's own file (the largest) is written last, so a URL that exists has its srcset.
    const largest = image.files[image.files.length - 1]!;
    const putFile = (f: { file: string; data: Buffer }) =>
      bucket.put(`${KEY_PREFIX}${folder}/${f.file}`, f.data);
    await Promise.all(image.files.slice(0, -1).map(putFile));
    await putFile(largest);
    return { url: `/uploads/${folder}/${largest.file}`, width: image.width, height: image.height };
  }
  const owns = (url: string | null | undefined): url is string =>
    isStoredImage(url) && /^\/uploads\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\.webp$/.test(url);

  return {
    bucket,
    root: localRoot,
    kind: 's3',
    publicBase: bucket.settings.publicUrl ?? '',
    ...imageSavers(put, defaultMaxBytes),
    owns,
    async remove(url) {
      if (!owns(url)) return;
      const key = keyOfUrl(url)!;
      const stem = key.replace(/\.webp$/, '');
      // The zoom file too, which older pictures lack: deleting a missing key is no error.
      await bucket.delete(
        [...IMAGE_WIDTHS, ZOOM_WIDTH].map((w) => (w === LARGEST_WIDTH ? key : `${stem}-${w}.webp`)),
      );
    },
    async exists(url) {
      const key = keyOfUrl(url);
      return !!key && (await bucket.size(key)) !== null;
    },
    async open(relativePath, options = {}) {
      const key = keyOfUrl(`/uploads/${relativePath}`);
      if (!key) return null;
      const got = await bucket.get(key, options);
      if (!got || got.notModified) return got;
      return { ...got, contentType: got.contentType ?? 'application/octet-stream' };
    },
    async pushLocal(folder) {
      const { copied, skipped } = await pushDirectory(bucket, localRoot, { folder });
      return { copied, skipped };
    },
    close() {
      bucket.close();
    },
  };
}
