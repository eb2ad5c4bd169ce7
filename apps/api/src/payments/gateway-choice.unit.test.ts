import { describe, expect, it } from 'vitest';
// @ts-expect-error: the start script is plain JavaScript, without types
import { serverEnvironment } from '../../../../scripts/start.mjs';
import { ConfigError, checkPaymentGateway, loadConfig } from '../config.ts';

describe('the card gateway a server starts with (decision 036)', () => {
  it('refuses the sandbox in production, unless the site says it is a demonstration', () => {
    expect(() => checkPaymentGateway(loadConfig({ NODE_ENV: 'production' }))).toThrow(ConfigError);
    expect(() => checkPaymentGateway(loadConfig({ NODE_ENV: 'production' }))).toThrow(/PAYMENT_GATEWAY/);
    expect(() => checkPaymentGateway(loadConfig({ NODE_ENV: 'production', DEMO_SITE: 'true' }))).not.toThrow();
    expect(() => checkPaymentGateway(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('starts with Moyasar in production when its keys are given, and refuses Moyasar without them', () => {
    const moyasar = {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'moyasar',
      MOYASAR_SECRET_KEY: 'sk_live_0123456789',
      MOYASAR_WEBHOOK_SECRET: 'whsec-0123456789abcdef',
    };
    expect(() => checkPaymentGateway(loadConfig(moyasar))).not.toThrow();
    expect(loadConfig(moyasar).payments.moyasar?.secretKey).toBe('sk_live_0123456789');
    expect(() => loadConfig({ ...moyasar, MOYASAR_WEBHOOK_SECRET: undefined as unknown as string })).toThrow(
      /MOYASAR_SECRET_KEY, MOYASAR_WEBHOOK_SECRET/,
    );
  });

  it('lets npm start run the sandbox on the embedded demo database only', () => {
    const embedded = serverEnvironment({ PORT: '3000' });
    expect(embedded).toMatchObject({ NODE_ENV: 'production', DEMO_SITE: 'true', PORT: '3000' });
    expect(() => checkPaymentGateway(loadConfig(embedded))).not.toThrow();
    // a real site on PostgreSQL that forgot its gateway stops at the start, naming what to set
    const real = serverEnvironment({ DATABASE_URL: 'postgres://forum@127.0.0.1/forum' });
    expect(real.DEMO_SITE).toBeUndefined();
    expect(() => checkPaymentGateway(loadConfig(real))).toThrow(/PAYMENT_GATEWAY=moyasar/);
    // unless whoever starts it says it is a demonstration
    const demo = serverEnvironment({ DATABASE_URL: 'postgres://forum@127.0.0.1/forum', DEMO_SITE: 'true' });
    expect(() => checkPaymentGateway(loadConfig(demo))).not.toThrow();
  });
});
