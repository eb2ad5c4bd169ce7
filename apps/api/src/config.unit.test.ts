import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, checkForSeveralProcesses, checkNodeVersion, loadConfig, NODE_MAJOR } from './config.ts';

describe('loadConfig', () => {
  it('starts with the defaults: port 3000, ./data, the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe('auto');
  });

  it('honours PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/tmp/forum', DATABASE_URL: 'postgres://u:p@db:5432/forum' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/tmp/forum', uploadsDir: '/tmp/forum/uploads' });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/forum');
  });

  it('refuses wrong values with a message that names each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'forum' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /PORT: PORT must be between 0 and 65535[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/[\s\S]*PUBLIC_URL/,
        ),
      }),
    );
  });
});

describe('loadConfig with empty values', () => {
  it('treats NAME= as unset, as in .env.example', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: '', DATABASE_URL: '', WEB_BUILD_DIR: '', API_KEY: '' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.apiKey).toBeUndefined();
    expect(config.webBuildDir).toMatch(/apps\/web\/build$/);
  });
});

describe('object storage and several processes', () => {
  const s3 = {
    S3_BUCKET: 'forum-files',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps files in the data folder unless a bucket is named, then in that bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'forum-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses half a key pair, and S3 settings without a bucket', () => {
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('refuses to start on PostgreSQL with a payment secret made per data folder', () => {
    const database = { DATABASE_URL: 'postgres://forum@db/forum' };
    expect(checkForSeveralProcesses(loadConfig({}))).toEqual([]);
    expect(() => checkForSeveralProcesses(loadConfig(database))).toThrow(ConfigError);
    expect(() => checkForSeveralProcesses(loadConfig(database))).toThrow(/PAYMENT_SANDBOX_SECRET/);
    const secret = { ...database, PAYMENT_SANDBOX_SECRET: 'x'.repeat(32) };
    expect(checkForSeveralProcesses(loadConfig(secret))).toEqual([expect.stringMatching(/S3_BUCKET/)]);
    expect(checkForSeveralProcesses(loadConfig({ ...secret, ...s3 }))).toEqual([]);
  });
});

describe('the Node.js of the project (decision 045)', () => {
  const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
  const manifest = JSON.parse(read('package.json')) as {
    dependencies: Record<string, string>;
    engines: { node: string };
  };

  it('is one major in package.json (the `node` package npm install brings, engines) and .node-version', () => {
    expect(manifest.dependencies.node).toMatch(new RegExp(`^${NODE_MAJOR}\\.\\d+\\.\\d+$`));
    expect(manifest.engines.node).toMatch(new RegExp(`^\\^${NODE_MAJOR}\\.`));
    expect(read('.node-version').trim()).toBe(manifest.dependencies.node);
  });

  it('is what the tests run on, since npm scripts find node_modules/.bin/node first', () => {
    expect(process.versions.node).toBe(manifest.dependencies.node);
  });

  it('warns, naming the version, when the server runs on another one', () => {
    expect(checkNodeVersion(`${NODE_MAJOR}.1.0`)).toEqual([]);
    expect(checkNodeVersion('20.20.2')).toEqual([expect.stringContaining('runs on Node 20.20.2')]);
  });
});
