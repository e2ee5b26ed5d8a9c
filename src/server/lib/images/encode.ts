/**
 * What every image store does before it writes anything (docs/decisions/103): check an upload by its content
 * (magic bytes, then a full decode by sharp) and re-encode it as WebP at IMAGE_WIDTHS, plus the zoom file at
 * ZOOM_WIDTH when the source is wider than the largest of them (docs/decisions/111). Re-encoding strips metadata
 * and anything smuggled after the image data. The stores differ only in where the files go (disk or a bucket).
 */
import type Sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_WIDTHS, LARGEST_WIDTH, ZOOM_WIDTH } from '#domain/images';
import { payloadTooLarge, unsupportedMediaType } from '#server/errors';

let sharpModule: Promise<typeof Sharp> | undefined;
/** sharp (about 29 MB of memory) is loaded by the first picture encoded, not at start (docs/decisions/106). */
export const loadSharp = (): Promise<typeof Sharp> =>
  (sharpModule ??= import('sharp').then((m) => m.default));

/** Formats accepted from uploads, detected from the bytes, never from the name or the declared type. */
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Refuses decompression bombs: 50 megapixels is far above any camera a jeweller uses for a product shot. */
const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  notImage: 'Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.',
  tooLarge: (mb: number) => `Images must be at most ${mb} MB.`,
} as const;

/** One file of a stored image: its name in the folder (`<name>.webp` or `<name>-<w>.webp`) and its bytes. */
export interface EncodedFile {
  file: string;
  data: Buffer;
}

export interface EncodedImage {
  /** Smaller files first; the URL's own file (`<name>.webp`) is always the last. */
  files: EncodedFile[];
  /** Size of the largest file (the one the URL names). */
  width: number;
  height: number;
}

/** Folder and file names are ours (a fixed folder, a UUID or a demo slug): anything else is a programming error. */
export const safeSegment = (s: string) => /^[a-z0-9][a-z0-9-]*$/.test(s);

/**
 * Every width of an image, re-encoded as WebP, and its zoom file when the source is wider than LARGEST_WIDTH (a
 * zoom file no sharper than the URL's own would only cost space; square pictures, avatars, never get one).
 * Throws sharp's error when the data does not decode.
 */
export async function encodeVariants(data: Buffer, name: string, square = false): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const base = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  // Width as shown: EXIF orientations 5–8 turn the picture a quarter.
  const sourceWidth = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w !== LARGEST_WIDTH);
  if (!square && sourceWidth > LARGEST_WIDTH) widths.push(ZOOM_WIDTH);
  widths.push(LARGEST_WIDTH);
  const files: EncodedFile[] = [];
  let width = 0;
  let height = 0;
  for (const w of widths) {
    const { data: out, info } = await base
      .clone()
      .resize(square ? { width: w, height: w, fit: 'cover' } : { width: w, withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    files.push({ file: w === LARGEST_WIDTH ? `${name}.webp` : `${name}-${w}.webp`, data: out });
    if (w === LARGEST_WIDTH) {
      width = info.width;
      height = info.height;
    }
  }
  return { files, width, height };
}

/**
 * An untrusted upload, checked and encoded: 413 when too big (bytes or pixels), 415 when not an image of an
 * accepted kind or when it does not decode.
 */
export async function encodeUpload(
  data: Buffer,
  name: string,
  options: { maxBytes: number; square?: boolean },
): Promise<EncodedImage> {
  if (data.length > options.maxBytes)
    throw payloadTooLarge(IMAGE_MESSAGES.tooLarge(Math.round(options.maxBytes / 1024 / 1024)));
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw unsupportedMediaType(IMAGE_MESSAGES.notImage);
  try {
    const sharp = await loadSharp();
    await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    return await encodeVariants(data, name, options.square);
  } catch (err) {
    if ((err as Error).message?.includes('pixel limit')) {
      throw payloadTooLarge('This image has too many pixels. Please upload a smaller image.');
    }
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw unsupportedMediaType(IMAGE_MESSAGES.notImage);
  }
}
