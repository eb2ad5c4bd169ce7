import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ar } from '~/i18n/ar.ts';
import { en } from '~/i18n/en.ts';
import { authMeta, richText } from './auth-layout.tsx';

describe('richText', () => {
  it('puts an element where the sentence names it, in either language', () => {
    const link = <a href="/terms-conditions">terms</a>;
    expect(renderToStaticMarkup(<p>{richText('I accept the {terms}', { terms: link })}</p>)).toBe(
      '<p>I accept the <a href="/terms-conditions">terms</a></p>',
    );
    expect(renderToStaticMarkup(<p>{richText('قرأت {terms} وأوافق عليها', { terms: link })}</p>)).toBe(
      '<p>قرأت <a href="/terms-conditions">terms</a> وأوافق عليها</p>',
    );
  });

  it('leaves an unknown placeholder as it is', () => {
    expect(renderToStaticMarkup(<p>{richText('a {other} b', {})}</p>)).toBe('<p>a {other} b</p>');
  });
});

describe('authMeta', () => {
  const site = { settings: { name: 'Film Forum' } };

  it('names the page and the site, and keeps crawlers out', () => {
    expect(authMeta({ messages: en, site }, 'loginCustomerTitle', 'loginCustomerLead')).toEqual([
      { title: 'Log in | Film Forum' },
      { name: 'description', content: en.loginCustomerLead },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(authMeta({ messages: ar, site }, 'loginCustomerTitle', 'loginCustomerLead')[0]).toEqual({
      title: `${ar.loginCustomerTitle} | Film Forum`,
    });
  });

  it('still says noindex when the root has no data', () => {
    expect(authMeta(undefined, 'registerTitle', 'registerLead')).toEqual([{ name: 'robots', content: 'noindex' }]);
  });
});
