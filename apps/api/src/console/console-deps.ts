import type { ProductPageCache } from '../catalogue/product-page-cache.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { PictureJobs } from '../uploads/picture-jobs.ts';

/**
 * What every part of the staff console's API is given (decision 061). A write to something the public
 * site shows tells every process to forget its kept pages: `await changes.publish('pages')` after the
 * transaction commits ('products' for the catalogue, 'settings' for the settings).
 */
export type ConsoleDeps = {
  db: Db;
  files: FileStore;
  /** Give it to `storePicture(files, base, content, { later: pictures })`: a large photo's variants are made after the answer. */
  pictures: PictureJobs;
  mailer: Mailer;
  settings: SettingsService;
  siteUrl: string;
  changes: ChangeFeed;
  productPages: ProductPageCache;
};
