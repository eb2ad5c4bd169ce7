import { describe, expect, it } from 'vitest';
import { absoluteAsset, jsonLdGraph } from './exhibition-seo.ts';

describe('jsonLdGraph', () => {
  it('puts several nodes under one context', () => {
    expect(jsonLdGraph({ '@type': 'Organization' }, { '@type': 'BreadcrumbList' })).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization' }, { '@type': 'BreadcrumbList' }],
    });
  });
});

describe('absoluteAsset', () => {
  it('makes the site’s own files absolute and leaves other addresses out', () => {
    expect(absoluteAsset('https://forum.example', '/uploads/a.png')).toBe('https://forum.example/uploads/a.png');
    expect(absoluteAsset('https://forum.example', '//evil.example/a.png')).toBeUndefined();
    expect(absoluteAsset('https://forum.example', 'https://cdn.example/a.png')).toBeUndefined();
  });
});
