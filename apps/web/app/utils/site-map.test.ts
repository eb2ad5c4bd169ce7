import type { Sitemap } from '@forum/contract/info';
import { describe, expect, it } from 'vitest';
import { dedicatedPagePath, INDEXED_GROUPS, pagePath, siteSections } from './site-map.ts';

const data: Sitemap = {
  pages: [
    { slug: 'about-us', title: 'About us', lastModified: '2026-11-01T00:00:00.000Z' },
    { slug: 'privacy-policy', title: 'Privacy policy', lastModified: '2026-11-02T00:00:00.000Z' },
    { slug: 'community', title: 'The forum community', lastModified: '2026-11-03T00:00:00.000Z' },
  ],
  exhibitors: [{ id: 4, title: 'Rawi Studios' }],
  events: [{ id: 7, title: 'Open-air screening', startsAt: '2027-01-01T18:00:00.000Z' }],
  media: [{ id: 9, title: 'Programme announced', type: 'news', lastModified: '2026-10-01T00:00:00.000Z' }],
  services: [{ id: 2, title: 'Booth services' }],
  products: [{ id: 5, title: 'Cinema camera', slug: 'cinema camera' }],
  sessions: [{ id: 3, title: 'Opening keynote', startsAt: '2027-02-16T06:30:00.000Z' }],
  speakers: [{ id: 8, title: 'Reem Al-Omari' }],
  workshops: [{ id: 6, title: 'Lighting on a budget', startsAt: '2027-02-16T11:00:00.000Z' }],
};

const sections = siteSections(data);
const group = (name: string) => sections.find((section) => section.group === name)?.links ?? [];

describe('pagePath', () => {
  it('sends a managed page with a route of its own there, the others under /page', () => {
    expect(pagePath('about-us')).toBe('/about-us');
    expect(pagePath('terms-conditions')).toBe('/terms-conditions');
    expect(pagePath('privacy-policy')).toBe('/page/privacy-policy');
    expect(dedicatedPagePath('driver-app')).toBe('/driver-app');
    expect(dedicatedPagePath('privacy-policy')).toBeUndefined();
  });
});

describe('siteSections', () => {
  it('lists the fixed areas of the site', () => {
    const paths = group('forum').map((link) => link.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/conference', '/exhibition', '/exhibition/map/', '/sponsorship-packages']),
    );
    expect(group('shop').map((link) => link.path)).toContain('/products');
  });

  it('gives every session, speaker and workshop its page', () => {
    expect(group('sessions')).toEqual([{ path: '/conference/sessions/3', title: 'Opening keynote' }]);
    expect(group('speakers')).toEqual([{ path: '/conference/speakers/8', title: 'Reem Al-Omari' }]);
    expect(group('workshops')).toEqual([{ path: '/workshops/6', title: 'Lighting on a budget' }]);
    expect(INDEXED_GROUPS).toEqual(expect.arrayContaining(['sessions', 'speakers', 'workshops']));
  });

  it('adds managed pages once, at their address, with their dates', () => {
    const info = group('info');
    expect(info.filter((link) => link.path === '/about-us')).toEqual([
      { path: '/about-us', label: 'site_about', lastModified: '2026-11-01T00:00:00.000Z' },
    ]);
    expect(info).toContainEqual({
      path: '/page/privacy-policy',
      title: 'Privacy policy',
      lastModified: '2026-11-02T00:00:00.000Z',
    });
    expect(group('forum').find((link) => link.path === '/community')?.lastModified).toBe('2026-11-03T00:00:00.000Z');
    expect(sections.flatMap((section) => section.links).filter((link) => link.path === '/community')).toHaveLength(1);
  });

  it('builds the addresses of what comes from the data', () => {
    expect(group('exhibitors')).toEqual([{ path: '/exhibition/4', title: 'Rawi Studios' }]);
    expect(group('events')).toEqual([{ path: '/events/7', title: 'Open-air screening' }]);
    expect(group('media')[0]).toMatchObject({ path: '/media/news/9', note: 'siteMediaType_news' });
    expect(group('services')).toEqual([{ path: '/services/2', title: 'Booth services' }]);
    expect(group('products')).toEqual([{ path: '/products/5/cinema%20camera', title: 'Cinema camera' }]);
  });

  it('keeps the login and registration pages out of what search engines are given', () => {
    expect(INDEXED_GROUPS).not.toContain('account');
    expect(group('account').map((link) => link.path)).toContain('/account-type');
  });
});
