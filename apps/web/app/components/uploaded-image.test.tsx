import { PICTURE_WIDTHS } from '@forum/contract/pictures';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pictureSpots, UploadedImage } from './uploaded-image.tsx';

const sizes = pictureSpots.galleryThumb.sizes;

describe('UploadedImage', () => {
  it('offers a picture kept in several widths in AVIF, WebP and JPEG, with its own size reserved', () => {
    const html = renderToStaticMarkup(
      <UploadedImage src="/uploads/u/abc-1440x960.jpg" alt="The screen" spot="galleryThumb" />,
    );
    // every width of the list under the picture's own 1440 px, then the 1440 itself
    const widths = (stem: string, ext: string) =>
      PICTURE_WIDTHS.filter((width) => width < 1440)
        .map((width) => `${stem}-${width}.${ext} ${width}w`)
        .join(', ');
    const stem = '/uploads/u/abc-1440x960';
    expect(html).toBe(
      `<picture class="uploaded-picture">` +
        `<source type="image/avif" srcSet="${widths(stem, 'avif')}, ${stem}-1440.avif 1440w" sizes="${sizes}"/>` +
        `<source type="image/webp" srcSet="${widths(stem, 'webp')}, ${stem}-1440.webp 1440w" sizes="${sizes}"/>` +
        `<img src="${stem}.jpg" alt="The screen" srcSet="${widths(stem, 'jpg')}, ${stem}.jpg 1440w" sizes="${sizes}" ` +
        `width="1440" height="960" decoding="async" loading="lazy"/></picture>`,
    );
  });

  it('fetches the largest paint first, keeps a fixed box when asked, and leaves SVG art a plain image', () => {
    const priority = renderToStaticMarkup(
      <UploadedImage src="/uploads/u/a-600x800.png" alt="" spot="speakerCard" priority />,
    );
    expect(priority).toContain('width="96" height="96" decoding="async" loading="eager" fetchPriority="high"');
    const narrower = PICTURE_WIDTHS.filter((width) => width < 600).map((w) => `/uploads/u/a-600x800-${w}.png ${w}w`);
    expect(priority).toContain(`${narrower.join(', ')}, /uploads/u/a-600x800.png 600w`);
    const art = renderToStaticMarkup(<UploadedImage src="/uploads/demo/events/x.svg" alt="" spot="eventCard" />);
    expect(art).toBe(
      '<img src="/uploads/demo/events/x.svg" alt="" width="1200" height="675" decoding="async" loading="lazy"/>',
    );
  });

  it('keeps the place of a missing picture without an empty src (which would fetch the page again)', () => {
    const html = renderToStaticMarkup(<UploadedImage src="" alt="" spot="exhibitorCard" className="logo" />);
    expect(html).not.toContain('src=""');
    expect(html).toMatch(/^<img src="data:image\/svg\+xml,[^"]+" alt="" width="\d+" height="\d+" class="logo"/);
  });
});
