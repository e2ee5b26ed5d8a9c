/**
 * `npm run images:push`: copies DATA_DIR/uploads into the S3_BUCKET bucket, under the same paths
 * (docs/decisions/103-pictures-in-object-storage.md). Run it once when moving a shop's pictures to a bucket (then
 * set S3_BUCKET for the shop), or again at any time: files already there with the same size are skipped.
 */
import path from 'node:path';
import type { AppConfig } from '../config';
import { openBucket } from '../lib/images/bucket';
import { pushDirectory, type PushCounts } from '../lib/images/push';
import { ConfigError } from '../lib/startup-error';

export async function imagesPush(config: AppConfig): Promise<PushCounts> {
  if (!config.s3)
    throw new ConfigError([
      'S3_BUCKET: images:push copies DATA_DIR/uploads into a bucket; set S3_BUCKET (and S3_ENDPOINT, S3_REGION as needed)',
    ]);
  const bucket = openBucket(config.s3);
  try {
    await bucket.verify();
    const source = path.join(config.dataDir, 'uploads');
    const counts = await pushDirectory(bucket, source);
    console.info(
      `Pushed ${source} to the bucket ${config.s3.bucket}: ${counts.copied} copied, ` +
        `${counts.skipped} already there` +
        (counts.ignored ? `, ${counts.ignored} skipped (names a bucket key cannot have)` : '') +
        '.',
    );
    return counts;
  } finally {
    bucket.close();
  }
}
