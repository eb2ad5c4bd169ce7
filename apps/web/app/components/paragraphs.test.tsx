import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paragraphs, paragraphsOf } from './paragraphs.tsx';

describe('paragraphs', () => {
  it('splits a text at its blank lines and drops empty ones', () => {
    expect(paragraphsOf('One.\n\nTwo,\nstill two.\n \n\nThree.\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });

  it('renders markup in the text as text', () => {
    const html = renderToStaticMarkup(<Paragraphs text={'<img src=x onerror=alert(1)>\n\nSafe'} />);
    expect(html).toBe('<div><p>&lt;img src=x onerror=alert(1)&gt;</p><p>Safe</p></div>');
  });
});
