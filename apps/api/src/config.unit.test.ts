import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
