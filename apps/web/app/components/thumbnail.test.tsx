import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from './thumbnail.tsx';

describe('Thumbnail', () => {
  it('draws the picture at its size, lazily unless it is among the first', () => {
    const lazy = renderToString(<Thumbnail src="/uploads/a.jpg" size={80} className="order-card__image" />);
    expect(lazy).toContain('class="thumbnail order-card__image"');
    expect(lazy).toContain('width="80"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('alt=""');
    expect(renderToString(<Thumbnail src="/uploads/a.jpg" size={80} eager />)).toContain('loading="eager"');
  });

  it('keeps an empty tile of the same class where the product has no picture', () => {
    expect(renderToString(<Thumbnail src={undefined} size={48} />)).toBe(
      '<span class="thumbnail" aria-hidden="true"></span>',
    );
  });
});
