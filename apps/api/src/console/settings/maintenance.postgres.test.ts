import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts.ts';
import { twoProcesses } from '../../test/two-processes.ts';

// Decision 066: maintenance switched on through one process shuts the public out of the other at once
// (not after its 5 s memory of the settings), and the staff keep working on both; then off again.
describe('maintenance across two processes on one PostgreSQL database', () => {
  const apps = twoProcesses();

  it('answers 503 to the public on both and 200 to the staff, then lets everyone in', async () => {
    const { a, b } = apps;
    const staff = (await loginAs(a, 'staff@forum.test')).headers;
    // B has the settings in memory: maintenance off
    expect((await b.call('GET', '/api/products')).status).toBe(200);
    const on = await a.call('PUT', '/api/admin/settings/maintenance', { headers: staff, body: { maintenance: true } });
    expect(on.status, on.text).toBe(200);
    try {
      await expect
        .poll(async () => (await b.call('GET', '/api/products')).status, { timeout: 1_000, interval: 20 })
        .toBe(503);
      expect((await b.call('GET', '/api/admin/settings', { headers: staff })).status).toBe(200);
      expect((await b.call('GET', '/api/settings', { headers: staff })).json.data.settings.maintenance).toBe(true);
    } finally {
      await a.call('PUT', '/api/admin/settings/maintenance', { headers: staff, body: { maintenance: false } });
    }
    await expect
      .poll(async () => (await b.call('GET', '/api/products')).status, { timeout: 1_000, interval: 20 })
      .toBe(200);
  });
});
