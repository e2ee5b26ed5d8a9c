/**
 * Where this page loads stored pictures from (docs/decisions/103): the server names S3_PUBLIC_URL in every page
 * it sends (`<meta name="image-base">`, server/lib/images/serve.ts) when a CDN serves them; without it they come
 * from the shop's own /uploads. Imported for its effect by boot.tsx, before the first render or hydration, so
 * the browser writes the same src and srcset as the server render did.
 */
import { setImageBase } from '#domain/images';

export const IMAGE_BASE_META = 'image-base';

if (typeof document !== 'undefined') {
  setImageBase(document.querySelector(`meta[name="${IMAGE_BASE_META}"]`)?.getAttribute('content'));
}
