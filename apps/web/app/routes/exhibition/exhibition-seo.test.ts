import { describe, expect, it } from 'vitest';
import { absoluteAsset, breadcrumbList, jsonLdGraph } from './exhibition-seo.ts';

describe('breadcrumbList', () => {
  it('numbers the steps from 1 and names each by its address in the language of the page', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Exhibitors', path: '/exhibition' },
      { name: 'Rawi Studios', path: '/exhibition/1' },
    ];
    expect(breadcrumbList('https://forum.example', 'en', crumbs)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://forum.example/en' },
        { '@type': 'ListItem', position: 2, name: 'Exhibitors', item: 'https://forum.example/en/exhibition' },
        { '@type': 'ListItem', position: 3, name: 'Rawi Studios', item: 'https://forum.example/en/exhibition/1' },
      ],
    });
    const arabic = breadcrumbList('https://forum.example', 'ar', crumbs.slice(0, 2));
    expect(arabic.itemListElement).toMatchObject([
      { item: 'https://forum.example/' },
      { item: 'https://forum.example/exhibition' },
    ]);
  });
});

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
