import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStorage, type Storage } from './index.ts';
import { createS3Storage } from './s3.ts';

/** The storage the configuration names: DATA_DIR/files on disk by default, else the S3 bucket. */
export function storageFor(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage.s3)
    : createDiskStorage(path.join(config.dataDir, 'files'));
}
