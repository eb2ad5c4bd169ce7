import { describe, expect, it } from 'vitest';
import { ar } from '~/i18n/ar.ts';
import { en } from '~/i18n/en.ts';
import { createTranslator } from '~/i18n/i18n.tsx';
import { pageAt, pageBelow, stepOf, trailTo } from './page-tree.ts';

const t = createTranslator(en);

describe('the page tree', () => {
  it('walks a page up through its two parents to the home page', () => {
    expect(pageAt('agenda').trail(t, undefined)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Conference', path: '/conference' },
      { name: 'Conference agenda', path: '/conference/agenda' },
    ]);
    expect(trailTo('checkout', createTranslator(ar)).map((step) => step.name)).toEqual([
      'الرئيسية',
      'سلة التسوق',
      'إتمام الطلب',
    ]);
  });

  it('ends a page named by its data with its own step, under the page it sits below', () => {
    const handle = pageBelow('agenda', ({ session }: { session: { id: number; title: string } }) => ({
      name: session.title,
      path: `/conference/sessions/${session.id}`,
    }));
    expect(handle.trail(t, { session: { id: 7, title: 'Colour grading' } })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Conference', path: '/conference' },
      { name: 'Conference agenda', path: '/conference/agenda' },
      { name: 'Colour grading', path: '/conference/sessions/7' },
    ]);
  });

  it('lets a page add several steps, or none when the page above stands for it', () => {
    const handle = pageBelow('products', (kind: string, tr) => (kind === 'all' ? [] : [stepOf('cart', tr)]));
    expect(handle.trail(t, 'all').map((step) => step.path)).toEqual(['/', '/products']);
    expect(handle.trail(t, 'specials').map((step) => step.path)).toEqual(['/', '/products', '/cart']);
  });

  it('gives no trail without the data (the page shows its error screen)', () => {
    expect(pageBelow('events', () => ({ name: 'x', path: '/events/1' })).trail(t, undefined)).toEqual([]);
  });
});
