import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PART_TIMEOUT_MS, LoadError, loadWithTimeout } from './lazy-part.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('gives the part when it loads in time', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ default: 'part' }))).resolves.toEqual({ default: 'part' });
  });

  it('fails with a LoadError when the chunk fails to load', async () => {
    const failing = loadWithTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(failing).rejects.toBeInstanceOf(LoadError);
  });

  it('fails with a LoadError after 120 seconds without an answer, not before', async () => {
    vi.useFakeTimers();
    const never = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = never.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(LAZY_PART_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(LoadError);
    expect(LAZY_PART_TIMEOUT_MS).toBe(120_000);
  });
});
