import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server.ts';
import { type FileStore, isFileKey, keyOfUploadPath, matchesEtag, publicUrlOf, type StoredFile } from './file-store.ts';
import { createFolderStore } from './folder-store.ts';
import { createS3Store } from './s3-store.ts';

async function read(file: StoredFile | 'not-modified' | null): Promise<string> {
  if (!file || file === 'not-modified') throw new Error(`expected a file, got ${file}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

let s3: Awaited<ReturnType<typeof startS3Server>>;
const folder = mkdtempSync(join(tmpdir(), 'forum-folder-store-'));
const stores: Record<string, () => FileStore> = {
  'the data folder': () => createFolderStore({ public: join(folder, 'uploads'), private: join(folder, 'private') }),
  'an S3-compatible bucket': () => createS3Store(s3.config),
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('the file store in %s', (name) => {
  let store: FileStore;
  beforeAll(() => {
    store = stores[name]?.() as FileStore;
  });
  afterAll(() => store?.close());

  it('keeps a file, answers it with its size and ETag, and says when the caller has it already', async () => {
    await store.check();
    await store.put('public/u/poster.svg', '<svg/>', 'image/svg+xml');
    const file = await store.get('public/u/poster.svg');
    if (!file || file === 'not-modified') throw new Error('no file');
    expect(file.size).toBe(6);
    expect(file.etag).toMatch(/^(W\/)?".+"$/);
    expect(await read(file)).toBe('<svg/>');
    expect(await store.get('public/u/poster.svg', { ifNoneMatch: file.etag })).toBe('not-modified');
    expect(await read(await store.get('public/u/poster.svg', { ifNoneMatch: '"another"' }))).toBe('<svg/>');
  });

  it('replaces a file written again, and forgets a removed one (removing twice is no error)', async () => {
    await store.put('private/licence.pdf', Buffer.from('%PDF-1 first'), 'application/pdf');
    await store.put('private/licence.pdf', Buffer.from('%PDF-1 second'), 'application/pdf');
    expect(await read(await store.get('private/licence.pdf'))).toBe('%PDF-1 second');
    await store.remove('private/licence.pdf');
    await store.remove('private/licence.pdf');
    expect(await store.get('private/licence.pdf')).toBeNull();
    expect(await store.get('public/demo/none.svg')).toBeNull();
  });

  it('refuses keys outside its two areas and paths that climb', async () => {
    for (const key of ['public/../secret', 'public/.hidden', 'other/a.png', 'public', '/etc/passwd', 'public//a']) {
      await expect(store.put(key, 'x', 'text/plain'), key).rejects.toThrow(/not a file key/);
      await expect(store.get(key), key).rejects.toThrow(/not a file key/);
    }
  });
});

describe('the S3 store', () => {
  it('fails its start-up check with a message naming the bucket when the bucket or the key is wrong', async () => {
    const noBucket = createS3Store({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(noBucket.check()).rejects.toThrow(/no-such-bucket.*NoSuchBucket/);
    noBucket.close();
    const wrongKey = createS3Store({ ...s3.config, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' } });
    await expect(wrongKey.check()).rejects.toThrow(/forum-test.*SignatureDoesNotMatch/);
    wrongKey.close();
  });
});

describe('the folder store', () => {
  it('removes a file named by the absolute path older rows hold, only inside its folders', async () => {
    const store = createFolderStore({ public: join(folder, 'uploads'), private: join(folder, 'private') });
    await store.put('private/old.pdf', '%PDF-1', 'application/pdf');
    const outside = join(folder, 'outside.txt');
    writeFileSync(outside, 'keep');
    await store.remove(join(folder, 'private', 'old.pdf'));
    await store.remove(outside);
    expect(await store.get('private/old.pdf')).toBeNull();
    expect(readFileSync(outside, 'utf8')).toBe('keep');
  });
});

describe('file keys', () => {
  it('map public keys to /uploads addresses and back, and give private ones none', () => {
    expect(publicUrlOf('public/u/a.png')).toBe('/uploads/u/a.png');
    expect(publicUrlOf('private/a.pdf')).toBeNull();
    expect(keyOfUploadPath('demo/products/a.svg')).toBe('public/demo/products/a.svg');
    expect(keyOfUploadPath('../private-uploads/a.pdf')).toBeNull();
    expect(keyOfUploadPath('u/a.png%00')).toBeNull();
    expect(isFileKey('public/u/a.png')).toBe(true);
  });

  it('compares ETags weakly, in a list or as *', () => {
    expect(matchesEtag('W/"1-2"', '"1-2"')).toBe(true);
    expect(matchesEtag('"a", "1-2"', 'W/"1-2"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
