import type { SettingsResponse } from '@forum/contract/settings';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import type { TrailHandle } from './breadcrumbs.tsx';
import { trailPageMeta } from './page-meta.ts';

const site = { settings: { name: 'Saudi Screen Forum' } } as SettingsResponse;
const root = { locale: 'en' as const, messages: en, origin: 'https://forum.example', site };
const handle: TrailHandle = {
  trail: () => [
    { name: 'Home', path: '/' },
    { name: 'Events', path: '/events' },
  ],
};
const matches = [{ loaderData: root }, { handle, loaderData: { title: 'Opening night' } }];

const tag = (meta: MetaDescriptor[], key: string) => meta.find((entry) => key in entry) as Record<string, unknown>;
const property = (meta: MetaDescriptor[], name: string) =>
  meta.find((entry) => 'property' in entry && entry.property === name) as { content: string } | undefined;

describe('trailPageMeta', () => {
  it('fills in the origin, language and site name, and puts the BreadcrumbList after the page’s own nodes', () => {
    const meta = trailPageMeta(matches, { title: 'Opening night' }, (page, data) => ({
      title: `${data.title} | ${page.site}`,
      description: 'The first night.',
      path: '/events/3',
      jsonLd: [{ '@type': 'Event', name: data.title }],
    }));
    expect(tag(meta, 'title')).toEqual({ title: 'Opening night | Saudi Screen Forum' });
    expect(property(meta, 'og:url')?.content).toBe('https://forum.example/en/events/3');
    expect(property(meta, 'og:site_name')?.content).toBe('Saudi Screen Forum');
    const ld = tag(meta, 'script:ld+json')['script:ld+json'] as { '@graph': { '@type': string }[] };
    expect(ld['@graph'].map((node) => node['@type'])).toEqual(['Event', 'BreadcrumbList']);
  });

  it('writes a page without nodes of its own as its trail alone, and leaves an SVG out of link previews', () => {
    const meta = trailPageMeta(matches, {}, () => ({
      title: 'Events',
      description: 'What is on.',
      path: '/events',
      image: '/uploads/poster.svg',
    }));
    expect(tag(meta, 'script:ld+json')['script:ld+json']).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://forum.example/en' },
        { '@type': 'ListItem', position: 2, name: 'Events', item: 'https://forum.example/en/events' },
      ],
    });
    expect(property(meta, 'og:image')?.content).toBe('https://forum.example/og-image.png');
    const raster = trailPageMeta(matches, {}, () => ({ title: 'E', description: 'D', path: '/e', image: '/a.webp' }));
    expect(property(raster, 'og:image')?.content).toBe('https://forum.example/a.webp');
  });

  it('puts a list page’s ItemList after its own nodes and before its trail, with addresses in its language', () => {
    const meta = trailPageMeta(matches, {}, () => ({
      title: 'Events',
      description: 'What is on.',
      path: '/events',
      jsonLd: [{ '@type': 'WebPage' }],
      itemList: { name: 'Events', first: 10, items: [{ name: 'Opening night', path: '/events/3' }] },
    }));
    const ld = tag(meta, 'script:ld+json')['script:ld+json'] as { '@graph': Record<string, unknown>[] };
    expect(ld['@graph'].map((node) => node['@type'])).toEqual(['WebPage', 'ItemList', 'BreadcrumbList']);
    expect(ld['@graph'][1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 11, name: 'Opening night', url: 'https://forum.example/en/events/3' },
    ]);
  });

  it('writes no tags on an error page, without the page’s data', () => {
    expect(trailPageMeta(matches, undefined, () => ({ title: 'E', description: 'D', path: '/e' }))).toEqual([]);
  });
});
