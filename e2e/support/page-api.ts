import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** POSTs to the API as the page's scripts do: the session cookie and its XSRF header. */
export async function postAsPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token, OS: 'wui' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );
}

/** Adds a product to the page's cart (a product without required options). */
export async function addToCartAsPage(page: Page, id: number, quantity = 1) {
  const answer = await postAsPage(page, '/cart', { id, quantity, type: 'product' });
  expect(answer.status).toBe(200);
}
