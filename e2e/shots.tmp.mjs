import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4690';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [lang, width] of [['ar', 390], ['en', 1280]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/${lang === 'en' ? 'en/' : ''}login/customer`);
  await page.fill('input[name=email]', 'staff@forum.test');
  await page.fill('input[name=password]', 'Forum@2026');
  await Promise.all([page.waitForURL(/admin/), page.locator('form button[type=submit]').first().click()]);
  for (const p of pages) {
    await page.goto(`${base}${lang === 'en' ? '/en' : ''}${p}`);
    await page.waitForLoadState('networkidle');
    const name = `/tmp/shot-${lang}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
