/**
 * `GET /uploads/*` when the pictures are in the bucket (docs/decisions/103): the shop streams the object through,
 * with its type, length, ETag and the year-long immutable cache, and answers 304 to a matching If-None-Match and
 * 404 to a missing key. Always on with the bucket — also when pages load pictures from S3_PUBLIC_URL — so a link
 * to the shop's own address (an e-mail, a copied URL, a page cached before the CDN) keeps working.
 */
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE } from './keys';

export function serveImagesFromStore(app: FastifyInstance): void {
  app.get('/uploads/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const ifNoneMatch = request.headers['if-none-match'];
    let file;
    try {
      file = await app.images.open(relative, { ifNoneMatch });
    } catch (err) {
      request.log.error({ err, relative }, 'the picture store did not answer');
      return reply
        .status(502)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The picture could not be loaded. Please try again.');
    }
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', IMMUTABLE_CACHE);
    if (file.etag) reply.header('etag', file.etag);
    if (file.notModified) return reply.status(304).send();
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    return reply.type(file.contentType).send(file.body);
  });
}

/** The meta tag web pages read S3_PUBLIC_URL from (web/lib/image-base.ts); none when pictures come from the shop. */
export const IMAGE_BASE_META = 'image-base';

export function imageBaseTag(publicBase: string): string {
  if (!publicBase) return '';
  const value = publicBase.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `\n    <meta name="${IMAGE_BASE_META}" content="${value}">`;
}
