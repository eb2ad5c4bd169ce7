import { describe, expect, it } from 'vitest';
import { itemListJsonLd } from './seo.ts';

describe('itemListJsonLd', () => {
  it('numbers the items on from the earlier pages, with their addresses in the language of the page', () => {
    const list = itemListJsonLd(
      { name: 'Events', total: 12, first: 10, items: [{ name: 'Opening night', path: '/events/3' }] },
      'https://forum.test',
      'en',
    );
    expect(list).toEqual({
      '@type': 'ItemList',
      name: 'Events',
      numberOfItems: 12,
      itemListElement: [
        { '@type': 'ListItem', position: 11, name: 'Opening night', url: 'https://forum.test/en/events/3' },
      ],
    });
  });

  it('leaves the count out of a list without pages and starts it at one', () => {
    const list = itemListJsonLd(
      { name: 'Speakers', items: [{ name: 'Reem', path: '/conference/speakers/1' }] },
      'https://forum.test',
      'ar',
    );
    expect(list).not.toHaveProperty('numberOfItems');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Reem', url: 'https://forum.test/conference/speakers/1' },
    ]);
  });
});
