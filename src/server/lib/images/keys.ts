/**
 * Where a stored picture lives, in both stores (docs/decisions/103): the URL `/uploads/<folder>/<file>` is the file
 * `DATA_DIR/uploads/<folder>/<file>` on disk and the object key `uploads/<folder>/<file>` in the bucket — the URL
 * without its leading slash, so `S3_PUBLIC_URL + url` is the picture's public address.
 */

/** Names are random or content-derived and never reused: browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export const KEY_PREFIX = 'uploads/';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return (dot >= 0 && TYPES[file.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

/**
 * The bucket key of a URL or path under /uploads, or null for anything else. Each segment is checked, so no
 * `..`, empty or hidden segment can reach the store.
 */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  const rest = url.slice('/uploads/'.length);
  const segments = rest.split('/');
  if (!segments.length || segments.some((s) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) || s.includes('..')))
    return null;
  return KEY_PREFIX + rest;
}

/** The key of a file's path relative to DATA_DIR/uploads (images:push, backup): always forward slashes. */
export function keyOfRelativeFile(relative: string): string | null {
  return keyOfUrl(`/uploads/${relative.split(/[\\/]+/).join('/')}`);
}
