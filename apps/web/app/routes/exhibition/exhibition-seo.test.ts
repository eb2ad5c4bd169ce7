import { describe, expect, it } from 'vitest';
import { absoluteAsset } from './exhibition-seo.ts';

describe('absoluteAsset', () => {
  it('makes the site’s own files absolute and leaves other addresses out', () => {
    expect(absoluteAsset('https://forum.example', '/uploads/a.png')).toBe('https://forum.example/uploads/a.png');
    expect(absoluteAsset('https://forum.example', '//evil.example/a.png')).toBeUndefined();
    expect(absoluteAsset('https://forum.example', 'https://cdn.example/a.png')).toBeUndefined();
  });
});
