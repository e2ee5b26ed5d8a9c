/**
 * The image store the configuration asks for: the bucket when S3_BUCKET is set, else DATA_DIR/uploads
 * (docs/decisions/103). Every entry point (the app, the cluster's primary, the CLI) makes its store here.
 */
import path from 'node:path';
import type { AppConfig } from '#server/config';
import { BUSINESS } from '#domain/business-constants';
import { createImageStore, type ImageStore } from './storage';
import { openBucket } from './bucket';
import { createS3ImageStore } from './s3-store';

export function imageStoreFor(config: Pick<AppConfig, 'dataDir' | 's3'>): ImageStore {
  const root = path.join(config.dataDir, 'uploads');
  if (!config.s3) return createImageStore(root, BUSINESS.maxUploadImageBytes);
  return createS3ImageStore(openBucket(config.s3), root, BUSINESS.maxUploadImageBytes);
}

/** Start-up check of the bucket (one line naming S3_BUCKET when it cannot be used); nothing to do on disk. */
export async function verifyImageStore(images: ImageStore): Promise<void> {
  if ('bucket' in images) await (images as { bucket: { verify(): Promise<void> } }).bucket.verify();
}
