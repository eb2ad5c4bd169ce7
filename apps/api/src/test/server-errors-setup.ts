import { afterEach } from 'vitest';
import { assertNoServerErrors } from './server-errors.ts';

// the API tier's setup file (vitest.config.ts): a test during which a test server logged a fault fails
afterEach(() => {
  assertNoServerErrors();
});
