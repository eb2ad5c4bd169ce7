import { storedFilesOf } from '@forum/contract/pictures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { uploads } from '../db/schema.ts';
import type { StoredFile } from '../storage/file-store.ts';
import { createS3Store } from '../storage/s3-store.ts';
import { bearer, createAccounts } from '../test/accounts.ts';
import { startS3Server } from '../test/s3-server.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { UPLOADED_FILE_CSP } from './uploaded-file-routes.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

let app: TestApp;
let guest: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp();
  const login = await app.call('POST', '/api/login/guests');
  guest = bearer(login.json.data.authorization.accessToken);
});
afterAll(async () => {
  await app?.close();
});

async function upload(target: TestApp, headers: Record<string, string>, content: Buffer, purpose = 'avatar') {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([new Uint8Array(content)]), 'photo.png');
  const response = await fetch(`${target.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { OS: 'wui', 'LOCALE-CODE': 'en', ...headers },
    body: form,
  });
  const json = (await response.json()) as { data?: { upload: { url: string; id: number } }; errors?: unknown[] };
  return { status: response.status, json, url: json.data?.upload.url ?? '', id: json.data?.upload.id ?? 0 };
}

/** A multipart body as a browser writes it, with the boundary given. */
function multipart(boundary: string) {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
    `${PNG.toString('latin1')}\r\n--${boundary}--\r\n`
  );
}

describe('malformed uploads', () => {
  const whole = multipart('XyZ');
  const cases: [string, string, string, number][] = [
    ['no boundary', 'multipart/form-data', whole, 400],
    ['another boundary than the body', 'multipart/form-data; boundary=AAAA', whole, 400],
    ['a body cut short', 'multipart/form-data; boundary=XyZ', whole.slice(0, 150), 400],
    ['a body that is not multipart', 'multipart/form-data; boundary=XyZ', 'hello world', 400],
    ['an empty body', 'multipart/form-data; boundary=XyZ', '', 400],
    ['plain text', 'text/plain', 'hello', 400],
    ['bytes without a form', 'application/octet-stream', PNG.toString('latin1'), 415],
    ['another multipart type', 'multipart/mixed; boundary=XyZ', whole, 415],
  ];

  it.each(cases)('answers %s with a localized 4xx in the envelope, never 500', async (_name, type, body, status) => {
    for (const locale of ['ar', 'en'] as const) {
      const response = await fetch(`${app.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: { ...guest, 'LOCALE-CODE': locale, 'content-type': type },
        body: Buffer.from(body, 'latin1'),
      });
      expect(response.status).toBe(status);
      const json = (await response.json()) as { errors: { key: string; value: string }[] };
      expect(json.errors).toEqual([{ key: expect.any(String), value: expect.any(String) }]);
      expect(json.errors[0]?.value).toMatch(locale === 'ar' ? /[\u0600-\u06ff]/ : /^[\x20-\x7e]+$/);
    }
  });

  it('says the file did not arrive whole when the body breaks off', async () => {
    const response = await fetch(`${app.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { ...guest, 'LOCALE-CODE': 'ar', 'content-type': 'multipart/form-data; boundary=XyZ' },
      body: Buffer.from(whole.slice(0, 150), 'latin1'),
    });
    expect(await response.json()).toEqual({
      errors: [{ key: 'file', value: 'لم يصل الملف كاملًا؛ اختره وأرسله مرة أخرى' }],
    });
  });

  it('still takes a well-formed upload after them', async () => {
    const response = await fetch(`${app.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { ...guest, 'content-type': 'multipart/form-data; boundary=XyZ' },
      body: Buffer.from(whole, 'latin1'),
    });
    expect(response.status).toBe(201);
  });
});

describe('serving uploaded files', () => {
  it('serves a picture inline with nosniff, a sandboxing CSP, its ETag and a 304 for a copy already held', async () => {
    // a chat attachment is kept as sent (a public picture is kept in its variants: pictures.test.ts)
    const { url } = await upload(app, guest, PNG, 'chat');
    const served = await fetch(`${app.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP);
    expect(UPLOADED_FILE_CSP).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers.get('cache-control')).toBe('public, max-age=604800');
    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${app.baseUrl}${url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${app.baseUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP);
  });

  it('serves demo art inline and anything not meant to be shown (captions) as an attachment', async () => {
    const products = await app.call('GET', '/api/products?perPage=1');
    const art = await fetch(`${app.baseUrl}${products.json.data.items[0].image.url}`);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect(art.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(art.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP);

    const videos = await app.call('GET', '/api/media?type=video');
    const video = await app.call('GET', `/api/media/video/${videos.json.data.items[0].id}`);
    const captionsUrl: string = video.json.data.item.video.captions.url;
    const captions = await fetch(`${app.baseUrl}${captionsUrl}`);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(captions.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.vtt"$/);
    expect(captions.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP);
  });

  it('never serves a private licence, a missing file or a path that climbs out of the uploads', async () => {
    const licence = await upload(app, guest, Buffer.from('%PDF-1.4 licence'), 'licence');
    expect(licence.status).toBe(201);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, licence.id));
    expect(row?.path).toMatch(/^private\/[0-9a-f]{32}\.pdf$/);
    for (const path of [
      `/uploads/${row?.path}`,
      `/uploads/../${row?.path}`,
      `/uploads/%2e%2e/private-uploads/${row?.path?.slice('private/'.length)}`,
      '/uploads/u/no-such-file.png',
      '/uploads/',
    ]) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('uploads kept in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucketApp: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucketApp = await startTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await bucketApp?.close();
    await s3?.close();
  });

  it('keeps the file in the bucket, serves it at the same address, and removes it with the account', async () => {
    const [person] = await createAccounts(bucketApp.db, 'bucket-upload', 1, {
      passwordHash: await hashPassword('Cinema2026'),
    });
    if (!person) throw new Error('no account');
    const { url, status } = await upload(bucketApp, person.headers, PNG);
    expect(status).toBe(201);
    // a photo is kept in its variants (pictures.test.ts): this one is one pixel wide, with transparency
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f]{32}-1x1\.png$/);
    const bucket = createS3Store(s3.config);
    const key = `public/${url.slice('/uploads/'.length)}`;
    const keys = storedFilesOf(key);
    expect(keys).toEqual([key, key.replace('.png', '-1.avif'), key.replace('.png', '-1.webp')]);
    for (const each of keys) expect(((await bucket.get(each)) as StoredFile).size).toBeGreaterThan(0);
    // the folder this process would otherwise use has no copy: the store decides
    const served = await fetch(`${bucketApp.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('content-security-policy')).toBe(UPLOADED_FILE_CSP);
    const etag = served.headers.get('etag') ?? '';
    expect((await fetch(`${bucketApp.baseUrl}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(404);

    const deleted = await bucketApp.call('DELETE', '/api/profile', {
      headers: person.headers,
      body: { password: 'Cinema2026' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    for (const each of keys) expect(await bucket.get(each)).toBeNull();
    expect((await fetch(`${bucketApp.baseUrl}${url}`)).status).toBe(404);
    bucket.close();
  });
});
