import { tmpdir } from 'node:os';
import path from 'node:path';
import { IN_MEMORY, type Config } from '../../config.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ServedStorage } from './served-storage.ts';

/** The uploads' storage: the S3 bucket when S3_BUCKET is set (decision 0075), else DATA_DIR/uploads on this host's disk. */
export function createStorage(config: Config): ServedStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    });
  }
  return new LocalDiskStorage(
    config.dataDir === IN_MEMORY ? path.join(tmpdir(), `dealacre-uploads-${process.pid}`) : path.join(config.dataDir, 'uploads'),
  );
}
