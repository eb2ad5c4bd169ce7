import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows megabytes and kilobytes with Latin digits in both languages', () => {
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'ar')).toMatch(/^5 \S+/);
    expect(formatFileSize(5 * 1024 * 1024, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('never shows a chosen file as 0 kB', () => {
    expect(formatFileSize(12, 'en')).toBe('1 kB');
    expect(formatFileSize(0, 'en')).toBe('0 kB');
  });
});
