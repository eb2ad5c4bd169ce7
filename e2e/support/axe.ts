import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

/** The serious and critical accessibility violations of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // a toast fading in is half transparent: its contrast is judged once it has arrived
  // (a spinner turns forever: only the animations that end are waited for)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

/**
 * The page as the server sent it, before any of its scripts has run: the site's scripts are refused, so
 * nothing hydrates, and axe (which the test runner brings in itself) checks the plain HTML. A browser with
 * JavaScript switched off would not let axe run at all.
 */
export async function openBeforeScripts(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort('blockedbyclient') : route.fallback(),
  );
  await page.goto(url);
  await page.waitForLoadState('load');
  return page;
}
