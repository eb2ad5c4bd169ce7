import type { Locale } from '@forum/contract/locale';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ar } from '~/i18n/ar.ts';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb, matchedTrail, type TrailHandle } from './breadcrumbs.tsx';

const trail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Exhibitors', path: '/exhibition' },
  { name: 'Rawi Studios', path: '/exhibition/1' },
];

const handle: TrailHandle = { trail: () => trail };

/** A page whose route names its trail in its handle, inside a layout that names none. */
function render(locale: Locale, pageHandle: unknown = handle) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider locale={locale} messages={locale === 'en' ? en : ar}>
          <Outlet />
        </I18nProvider>
      ),
      children: [{ index: true, handle: pageHandle, element: <Breadcrumbs /> }],
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

describe('Breadcrumbs', () => {
  it('links every step but the last, which is marked as the current page', () => {
    const html = render('en');
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('href="/en"');
    expect(html).toContain('href="/en/exhibition"');
    expect(html).not.toContain('href="/en/exhibition/1"');
    expect(html).toMatch(/<span aria-current="page">Rawi Studios<\/span>/);
  });

  it('keeps Arabic links without a language prefix', () => {
    const html = render('ar');
    expect(html).toContain('aria-label="مسار التنقل"');
    expect(html).toContain('href="/exhibition"');
  });

  it('shows nothing on a page whose route names no trail', () => {
    expect(render('en', null)).not.toContain('Breadcrumb');
    expect(render('en', { title: 'not a trail' })).not.toContain('<nav');
  });
});

describe('matchedTrail', () => {
  const t = (key: string) => `t:${key}`;
  const named = (name: string): TrailHandle => ({ trail: (_t, data) => [{ name, path: `/${String(data)}` }] });

  it('takes the deepest route that names a trail, with that route’s own data', () => {
    const matches = [
      { loaderData: 'root' },
      { handle: named('layout'), loaderData: 'account' },
      { handle: named('page'), loaderData: 'orders' },
      { handle: { other: true }, loaderData: 'x' },
    ];
    expect(matchedTrail(matches, t)).toEqual([{ name: 'page', path: '/orders' }]);
  });

  it('gives no trail when no route names one', () => {
    expect(matchedTrail([{ loaderData: 'root' }, undefined], t)).toEqual([]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 and names each by its address in the language of the page', () => {
    expect(breadcrumbJsonLd(trail, 'https://forum.example', 'en')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://forum.example/en' },
        { '@type': 'ListItem', position: 2, name: 'Exhibitors', item: 'https://forum.example/en/exhibition' },
        { '@type': 'ListItem', position: 3, name: 'Rawi Studios', item: 'https://forum.example/en/exhibition/1' },
      ],
    });
    expect(breadcrumbJsonLd(trail.slice(0, 2), 'https://forum.example', 'ar').itemListElement).toMatchObject([
      { item: 'https://forum.example/' },
      { item: 'https://forum.example/exhibition' },
    ]);
  });
});
