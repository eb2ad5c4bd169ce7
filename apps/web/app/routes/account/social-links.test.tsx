import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import {
  SocialLinksEditor,
  sameSocialLinks,
  socialErrorKeys,
  socialErrorsByRow,
  socialErrorsToRows,
  socialLinksChange,
  socialLinksOf,
  socialRowsOfForm,
  toSocialRows,
} from './social-links.tsx';

describe('socialLinksOf', () => {
  it('drops empty rows, prepends https:// and remembers which row each sent link came from', () => {
    const rows = toSocialRows([
      { network: 'x', url: 'x.com/forum' },
      { network: 'instagram', url: '  ' },
      { network: 'youtube', url: 'https://youtube.com/@forum' },
    ]);
    expect(socialLinksOf(rows)).toEqual({
      links: [
        { network: 'x', url: 'https://x.com/forum' },
        { network: 'youtube', url: 'https://youtube.com/@forum' },
      ],
      rowOf: [0, 2],
    });
  });

  it('tells an unchanged list from a changed one', () => {
    const saved = [{ network: 'x' as const, url: 'https://x.com/forum' }];
    expect(sameSocialLinks(socialLinksOf(toSocialRows(saved)).links, saved)).toBe(true);
    expect(sameSocialLinks([], saved)).toBe(false);
    expect(sameSocialLinks([{ network: 'vimeo', url: 'https://x.com/forum' }], saved)).toBe(false);
  });
});

describe('socialLinksChange', () => {
  const sent: Record<string, string> = {
    'social.0.network': 'x',
    'social.0.url': '',
    'social.1.network': 'linkedin',
    'social.1.url': 'linkedin.com/company/forum',
  };
  const get = (name: string) => sent[name] ?? null;

  it('sends the links only when they are not the saved ones, and names an error by its row', () => {
    const saved = [{ network: 'linkedin' as const, url: 'https://linkedin.com/company/forum' }];
    expect(socialLinksChange(get, saved).links).toBeUndefined();
    const change = socialLinksChange(get, []);
    expect(change.links).toEqual(saved);
    expect(change.renameErrors([{ key: 'social.0.url', value: 'bad' }])).toEqual([
      { key: 'social.1.url', value: 'bad' },
    ]);
  });
});

describe('socialRowsOfForm', () => {
  it('reads the rows a form sent, in order, up to the first missing one', () => {
    const sent: Record<string, string> = {
      'social.0.network': 'x',
      'social.0.url': 'x.com/forum',
      'social.1.network': 'not-a-network',
      'social.1.url': '',
      'social.3.url': 'skipped',
    };
    expect(socialRowsOfForm((name) => sent[name] ?? null)).toEqual([
      { key: 0, network: 'x', url: 'x.com/forum' },
      { key: 1, network: 'website', url: '' },
    ]);
  });
});

describe('socialErrorsToRows and socialErrorsByRow', () => {
  it('puts an error about a sent link beside the row it came from', () => {
    const errors = socialErrorsToRows(
      [
        { key: 'social.1.url', value: 'Too long' },
        { key: 'firstName', value: 'Required' },
      ],
      [0, 2],
    );
    expect(errors).toEqual([
      { key: 'social.2.url', value: 'Too long' },
      { key: 'firstName', value: 'Required' },
    ]);
    expect(socialErrorsByRow({ 'social.2.url': 'Too long', firstName: 'Required' })).toEqual({
      rows: { 2: 'Too long' },
    });
  });

  it('keeps an error about the whole list for the list', () => {
    expect(socialErrorsToRows([{ key: 'social', value: 'Too many links' }], [])).toEqual([
      { key: 'social', value: 'Too many links' },
    ]);
    expect(socialErrorsByRow({ social: 'Too many links' })).toEqual({ rows: {}, list: 'Too many links' });
  });

  it('lists the keys the form must treat as its own', () => {
    expect(socialErrorKeys).toContain('social');
    expect(socialErrorKeys).toContain('social.9.url');
  });
});

describe('SocialLinksEditor', () => {
  it('labels each row, offers every network and a way to add and remove links', () => {
    const html = renderToString(
      <I18nProvider locale="en" messages={en}>
        <SocialLinksEditor
          rows={toSocialRows([{ network: 'linkedin', url: 'https://linkedin.com/company/forum' }])}
          onChange={() => {}}
          errors={{ 'social.0.url': 'Enter a valid address' }}
          clearError={() => {}}
        />
      </I18nProvider>,
    );
    expect(html).toContain('Network of link 1');
    expect(html).toContain('Address of link 1');
    expect(html).toContain('aria-label="Remove link 1"');
    expect(html).toContain('Add a link');
    expect(html).toContain('Vimeo');
    expect(html).toContain('Enter a valid address');
    expect(html).toContain('aria-invalid="true"');
  });
});
