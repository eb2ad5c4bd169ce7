import type { SettingsResponse } from '@forum/contract/settings';
import { describe, expect, it } from 'vitest';
import type { TrailHandle } from '~/components/breadcrumbs.tsx';
import { en } from '~/i18n/en.ts';
import { describe as describeText, infoMeta, organizationJsonLd } from './info-meta.ts';

const site = {
  settings: {
    name: 'Saudi Screen Forum',
    description: 'Three days of film.',
    currency: 'SAR',
    vatRate: 0.15,
    timeZone: 'Asia/Riyadh',
    contacts: { email: 'info@forum.test', telephone: '+966115550100', whatsapp: null, address: 'Riyadh' },
    social: [{ network: 'x', url: 'x.com/forum' }],
    appLinks: { apple: null, google: null },
    maintenance: false,
  },
  forumDates: {
    startDate: '2027-02-16T06:00:00.000Z',
    endDate: '2027-02-18T19:00:00.000Z',
    timeZone: 'Asia/Riyadh',
    location: { name: 'Venue', address: 'Riyadh', coordinates: { lat: 24.8, lng: 46.7 } },
  },
} satisfies SettingsResponse;

const root = { locale: 'en' as const, messages: en, origin: 'https://forum.example', site };

// the page's place in the page tree, as its route module's handle names it
const handle: TrailHandle = {
  trail: () => [
    { name: 'Home', path: '/' },
    { name: 'Forum services', path: '/services' },
    { name: 'Booth services', path: '/services/2' },
  ],
};
const matches = [{ loaderData: root }, { handle }];

describe('infoMeta', () => {
  const meta = infoMeta(matches, {
    title: 'Booth services',
    description: 'Furniture and screens.',
    path: '/services/2',
    jsonLd: [{ '@type': 'Service', name: 'Booth services' }],
  });

  it('titles the page with the site and names it canonically in its language', () => {
    expect(meta).toContainEqual({ title: 'Booth services | Saudi Screen Forum' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://forum.example/en/services/2' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ar',
      href: 'https://forum.example/services/2',
    });
  });

  it('puts the breadcrumb trail of the page’s handle before the page’s own JSON-LD', () => {
    const script = meta.find((item) => 'script:ld+json' in item) as Record<string, unknown> | undefined;
    const ld = script?.['script:ld+json'] as {
      '@graph': { '@type': string; itemListElement?: { name: string; item: string; position: number }[] }[];
    };
    const [trail, service] = ld['@graph'];
    expect(trail?.['@type']).toBe('BreadcrumbList');
    expect(trail?.itemListElement?.map((step) => [step.position, step.name, step.item])).toEqual([
      [1, 'Home', 'https://forum.example/en'],
      [2, 'Forum services', 'https://forum.example/en/services'],
      [3, 'Booth services', 'https://forum.example/en/services/2'],
    ]);
    expect(service).toEqual({ '@type': 'Service', name: 'Booth services' });
  });

  it('asks search engines not to index a page that says so', () => {
    const search = infoMeta(matches, { title: 'FAQ', description: 'x', path: '/faq', isIndexable: false });
    expect(search).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('gives nothing while the settings are missing (the root shows its error screen)', () => {
    const withoutSettings = [{ loaderData: { ...root, site: null } }, { handle }];
    expect(infoMeta(withoutSettings, { title: 'x', description: 'x', path: '/x' })).toEqual([]);
  });
});

describe('organizationJsonLd', () => {
  it('describes the forum with its contacts and absolute social links', () => {
    expect(organizationJsonLd('https://forum.example', 'ar', site)).toMatchObject({
      '@type': 'Organization',
      name: 'Saudi Screen Forum',
      url: 'https://forum.example/',
      email: 'info@forum.test',
      sameAs: ['https://x.com/forum'],
    });
  });
});

describe('describe', () => {
  it('collapses white space and cuts long text for search results', () => {
    expect(describeText('a\n\n b')).toBe('a b');
    expect(describeText('word '.repeat(60)).length).toBeLessThanOrEqual(164);
  });
});
