import { join } from 'node:path';
import { LocalBlobStore, type BlobStore } from './blob-store';
import type { Config } from './config';
import { assert } from './errors';
import { S3BlobStore } from './s3-blob-store';

type BlobStoreConfig = Pick<
  Config,
  | 'BLOB_STORE'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The configured store: DATA_DIR/uploads on this disk (default), or the S3 bucket (`BLOB_STORE=s3`). */
export const createBlobStore = (config: BlobStoreConfig): BlobStore => {
  if (config.BLOB_STORE === 'local') return new LocalBlobStore(join(config.DATA_DIR, 'uploads'));
  // loadConfig refuses BLOB_STORE=s3 without these, naming each missing one.
  assert(
    config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY,
    'S3 settings were validated by loadConfig',
  );
  return new S3BlobStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
};
