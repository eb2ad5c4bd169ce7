import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, sitemapXml } from './seo-documents.ts';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://forum.example', [
    { path: '/', lastModified: '2026-11-01T10:00:00.000Z' },
    { path: '/products/3/tea & cake' },
    { path: '/' },
  ]);

  it('lists every page once per language, Arabic without a prefix and English under /en', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://forum.example/',
      'https://forum.example/en',
      'https://forum.example/products/3/tea &amp; cake',
      'https://forum.example/en/products/3/tea &amp; cake',
    ]);
  });

  it('names the alternates of each page, x-default being Arabic', () => {
    const first = xml.split('</url>')[0] ?? '';
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://forum.example/"/>');
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://forum.example/en"/>');
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://forum.example/"/>');
    expect(first).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
  });

  it('declares both namespaces and balances its elements', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.match(/<\/url>/g)).toHaveLength(4);
  });
});

describe('escapeXml', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of the API and the account, and names the sitemap', () => {
    const text = robotsTxt('https://forum.example');
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Disallow: /en/account');
    expect(text).toContain('Allow: /account/profile/');
    expect(text).toContain('Sitemap: https://forum.example/sitemap.xml');
  });
});
