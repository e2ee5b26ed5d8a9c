/**
 * An S3-compatible server for the storage tests, started in the test's own process from the `s3rver` package
 * (pure JavaScript, files in a temporary folder, no network beyond 127.0.0.1), with one or more buckets.
 * `env` is what a shop needs to use a bucket; `objects` lists what a bucket holds, read with the shop's own
 * bucket client (lib/images/bucket.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { openBucket, type Bucket } from '#server/lib/images/bucket';

/** s3rver's fixed credentials; the AWS SDK reads them from the environment like any other. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface TestS3 {
  endpoint: string;
  /** The settings a shop (or a CLI child process) needs to keep its pictures in `bucket`. */
  env(bucket: string, extra?: Record<string, string>): Record<string, string>;
  client(bucket: string): Bucket;
  /** key → size of every object of a bucket under uploads/. */
  objects(bucket: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export async function startTestS3(buckets: string[]): Promise<TestS3> {
  Object.assign(process.env, S3_CREDENTIALS);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'aurelia-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const clients: Bucket[] = [];
  const client = (bucket: string) => {
    const c = openBucket({ bucket, endpoint, region: 'us-east-1', publicUrl: undefined });
    clients.push(c);
    return c;
  };
  return {
    endpoint,
    env: (bucket, extra = {}) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...S3_CREDENTIALS, ...extra }),
    client,
    async objects(bucket) {
      const out = new Map<string, number>();
      for await (const o of client(bucket).list('uploads/')) out.set(o.key, o.size);
      return out;
    },
    async close() {
      for (const c of clients) c.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
