import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertFileKey, type FileStore } from './file-store.ts';

/** Files as objects of one bucket, under the same keys (`public/…`, `private/…`); the bucket stays private. */
export function createS3Store(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // checksums only where S3 requires them: several S3-compatible services refuse the newer default headers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const where = `S3 bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`;

  return {
    description: where,

    async put(key, content, contentType) {
      assertFileKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content, ContentType: contentType }));
    },

    async get(key, options = {}) {
      assertFileKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}),
          }),
        );
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified,
        };
      } catch (error) {
        const status = (error as S3ServiceException).$metadata?.httpStatusCode;
        if (status === 304) return 'not-modified';
        if (status === 404) return null;
        throw error;
      }
    },

    async remove(key) {
      // rows written before decision 028 hold a path in some data folder, never a key of this bucket
      if (key.startsWith('/')) return;
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async check() {
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: 'private/storage-check', Body: 'ok', ContentType: 'text/plain' }),
        );
      } catch (error) {
        const { name, message } = error as Error;
        throw new Error(`Cannot write to the ${where}: ${name}: ${message}`);
      }
    },

    close() {
      client.destroy();
    },
  };
}
