import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';

/** The store the configuration names: the bucket when S3_BUCKET is set, otherwise the data folder. */
export function openFileStore(config: Pick<Config, 'uploadsDir' | 'privateUploadsDir' | 's3'>): FileStore {
  return config.s3
    ? createS3Store(config.s3)
    : createFolderStore({ public: config.uploadsDir, private: config.privateUploadsDir });
}
