/**
 * The S3-compatible bucket, through the AWS SDK v3 (docs/decisions/103-pictures-in-object-storage.md): the few
 * calls the image store, `npm run images:push` and backup/restore make. Credentials come from the SDK's usual
 * chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance role…); S3_ENDPOINT points at any
 * S3-compatible service (MinIO, R2, Spaces…), addressed path-style (`<endpoint>/<bucket>/<key>`), which they all
 * understand.
 *
 * The SDK (about 23 MB of memory) is imported by the bucket's first call, never when S3_BUCKET is unset
 * (docs/decisions/106).
 */
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { StartupError } from '../startup-error';
import { contentTypeOf, IMMUTABLE_CACHE } from './keys';

export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible service; unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** S3_PUBLIC_URL without its trailing slash: the CDN or bucket address pictures are served from. */
  publicUrl: string | undefined;
}

export interface BucketObject {
  key: string;
  size: number;
}

export type GetResult =
  | {
      notModified?: false;
      body: Readable;
      contentType: string | undefined;
      contentLength: number | undefined;
      etag: string | undefined;
      lastModified: Date | undefined;
    }
  | { notModified: true; etag: string | undefined };

export interface Bucket {
  readonly settings: S3Settings;
  put(key: string, body: Buffer | Readable, options?: { contentLength?: number }): Promise<void>;
  /** The object, "not modified" when its ETag matches, or null when there is no such key. */
  get(key: string, options?: { ifNoneMatch?: string }): Promise<GetResult | null>;
  /** The object's size, or null when there is no such key. */
  size(key: string): Promise<number | null>;
  list(prefix: string): AsyncGenerator<BucketObject>;
  /** Deletes keys (missing ones are not an error). */
  delete(keys: string[]): Promise<void>;
  /** Throws a StartupError naming S3_BUCKET when the bucket cannot be reached with these settings. */
  verify(): Promise<void>;
  close(): void;
}

// Every SDK error (S3ServiceException and the rest) carries the HTTP status here.
const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

type Sdk = typeof S3Sdk;

export function openBucket(settings: S3Settings): Bucket {
  let opened: S3Client | undefined;
  let sdk: Promise<{ s3: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => {
      opened = newClient(s3, settings);
      return { s3, client: opened };
    }));
  const Bucket = settings.bucket;

  return {
    settings,
    async put(key, body, options = {}) {
      const { s3, client } = await connect();
      const send = () =>
        client.send(
          new s3.PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentLength: options.contentLength ?? (Buffer.isBuffer(body) ? body.length : undefined),
            ContentType: contentTypeOf(key),
            CacheControl: IMMUTABLE_CACHE,
          }),
        );
      // The SDK does not retry an upload it counts as streaming; a connection the bucket closed as it was
      // reused ('socket hang up') would then fail a picture's save. Bytes in memory can simply be sent again.
      for (let attempt = 1; ; attempt++) {
        try {
          await send();
          return;
        } catch (err) {
          if (!Buffer.isBuffer(body) || attempt >= PUT_ATTEMPTS || !isDroppedConnection(err)) throw err;
        }
      }
    },
    async get(key, options = {}) {
      const { s3, client } = await connect();
      try {
        const out = await client.send(
          new s3.GetObjectCommand({ Bucket, Key: key, IfNoneMatch: options.ifNoneMatch }),
        );
        return {
          body: out.Body as Readable,
          contentType: out.ContentType,
          contentLength: out.ContentLength,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (err) {
        const code = status(err);
        if (code === 304) return { notModified: true, etag: options.ifNoneMatch };
        if (code === 404 || (err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async size(key) {
      const { s3, client } = await connect();
      try {
        const out = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return out.ContentLength ?? 0;
      } catch (err) {
        if (status(err) === 404 || (err as Error).name === 'NotFound') return null;
        throw err;
      }
    },
    async *list(prefix) {
      const { s3, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(keys) {
      const { s3, client } = await connect();
      // DeleteObjects takes at most 1000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        if (!chunk.length) continue;
        await client.send(
          new s3.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async verify() {
      try {
        const { s3, client } = await connect();
        await client.send(new s3.HeadBucketCommand({ Bucket }));
      } catch (err) {
        const code = status(err);
        const where = settings.endpoint ?? `AWS (${settings.region})`;
        const reason =
          code === 404
            ? 'there is no such bucket'
            : code === 403 || code === 401
              ? 'access is refused (check the AWS credentials)'
              : (err as Error).message || (err as Error).name;
        throw new StartupError(`S3_BUCKET: cannot use the bucket ${Bucket} at ${where}: ${reason}`, {
          cause: err,
        });
      }
    },
    close() {
      opened?.destroy();
    },
  };
}

const PUT_ATTEMPTS = 3;

/** A connection dropped under the request (reset, hung up, timed out) rather than an answer from the bucket. */
function isDroppedConnection(err: unknown): boolean {
  const e = err as {
    code?: string;
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if (e?.$metadata?.httpStatusCode) return false;
  return (
    ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED'].includes(e?.code ?? '') ||
    e?.name === 'TimeoutError' ||
    /socket hang up/i.test(e?.message ?? '')
  );
}

function newClient(s3: Sdk, settings: S3Settings): S3Client {
  return new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: the SDK's default streams uploads `aws-chunked` with a trailing
    // checksum, which several S3-compatible services store as it is (the file then has the framing in it).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Stay within a request's time: a bucket that does not answer fails the request instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}
