/**
 * Uploaded and generated images are stored as WebP at a few widths next to each other:
 *   /uploads/<folder>/<id>.webp        the largest of the srcset (IMAGE_WIDTHS' last entry)
 *   /uploads/<folder>/<id>-<w>.webp    each smaller width
 *   /uploads/<folder>/<id>-1600.webp   the zoom file (ZOOM_WIDTH), only when the source was wider than 960
 * so a client can build a srcset from the one URL the API returns.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
/** The width of the file named without a suffix. */
export const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
/**
 * The sharper file the product gallery's zoom and full-screen viewer load (docs/decisions/111). Never in a
 * srcset: pictures stored before it existed, and sources no wider than LARGEST_WIDTH, have none, so whoever
 * loads it falls back to the URL's own file when it is missing (`zoomImageSrc`, then `imageSrc`).
 */
export const ZOOM_WIDTH = 1600;
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export function isStoredImage(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/uploads/') && url.endsWith('.webp');
}

/**
 * Where pages load stored pictures from: '' for the shop's own /uploads, or S3_PUBLIC_URL (a CDN in front of the
 * bucket, docs/decisions/103). Stored and API URLs stay relative (`/uploads/…`), so changing the CDN changes no
 * data; the address is put in front only here, when a URL becomes an <img> src or srcset. The web app sets it
 * from the page (web/lib/image-base.ts), a server render from the server's setting (entry-server.tsx).
 */
let imageBase = '';

export function setImageBase(base: string | null | undefined): void {
  imageBase = (base ?? '').replace(/\/+$/, '');
}

/** The address to load a stored picture from (any other URL is returned as it is). */
export function imageSrc(url: string): string {
  return imageBase && isStoredImage(url) ? imageBase + url : url;
}

export function imageAtWidth(url: string, width: number): string {
  if (!isStoredImage(url)) return url;
  if (width >= LARGEST_WIDTH) return imageSrc(url);
  return imageSrc(url.replace(/\.webp$/, `-${width}.webp`));
}

/** The address of a stored picture's zoom file (ZOOM_WIDTH); any other URL is returned as `imageSrc` would. */
export function zoomImageSrc(url: string): string {
  if (!isStoredImage(url)) return imageSrc(url);
  return imageSrc(url.replace(/\.webp$/, `-${ZOOM_WIDTH}.webp`));
}

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageAtWidth(url, w)} ${w}w`).join(', ');
}

export function imageOrPlaceholder(url: string | null | undefined): string {
  return url && url.length > 0 ? url : PLACEHOLDER_IMAGE;
}
