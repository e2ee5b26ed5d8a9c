/**
 * Uploaded and generated images are stored as WebP at a few widths next to each other:
 *   /uploads/<folder>/<id>.webp        the largest (IMAGE_WIDTHS' last entry)
 *   /uploads/<folder>/<id>-<w>.webp    each smaller width
 * so a client can build a srcset from the one URL the API returns.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
/** The width of the file named without a suffix. */
export const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** Product imagery is 4:5 (design.md). */
export const PRODUCT_IMAGE_RATIO = { width: 4, height: 5 } as const;

export function isStoredImage(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/uploads/') && url.endsWith('.webp');
}

export function imageAtWidth(url: string, width: number): string {
  if (!isStoredImage(url)) return url;
  if (width >= LARGEST_WIDTH) return url;
  return url.replace(/\.webp$/, `-${width}.webp`);
}

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageAtWidth(url, w)} ${w}w`).join(', ');
}

export function imageOrPlaceholder(url: string | null | undefined): string {
  return url && url.length > 0 ? url : PLACEHOLDER_IMAGE;
}
