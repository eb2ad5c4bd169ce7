import { pictureOf } from '@forum/contract/pictures';

/** Where a picture shows: its `sizes`, the size it reserves and whether it keeps a fixed box. */
type Spot = {
  /** How wide the picture shows at each breakpoint, as the `sizes` attribute says it (from the page's CSS). */
  sizes: string;
  /** The size to reserve for a file kept in one size (SVG art); a picture's address gives its own. */
  width: number;
  height: number;
  /**
   * `box`: the spot has this fixed size whatever the picture's shape (a round photo, a logo's square),
   * its CSS covering it; by default the picture's own width and height reserve its place.
   */
  fit?: 'own' | 'box';
};

// a wide cover reserves 16:9, a gallery photo 3:2, until the picture's own size is known
const cover = { width: 1200, height: 675 };
const photo = { width: 1200, height: 800 };
const box = (sizes: string, side: number): Spot => ({ sizes, width: side, height: side, fit: 'box' });

/**
 * Every spot the site shows an uploaded picture in, once: a page names its spot and so never restates
 * the widths its CSS gives the picture (keep a spot's `sizes` in step with that CSS).
 */
export const pictureSpots = {
  speakerCard: box('4rem', 96),
  speakerPage: box('8rem', 160),
  exhibitorCard: box('4.5rem', 72),
  exhibitorPage: box('7.5rem', 120),
  profileLogo: box('7rem', 112),
  profileAvatar: box('6rem', 96),
  productCard: box('(min-width: 992px) 18rem, (min-width: 576px) 33vw, 50vw', 400),
  productThumb: box('5rem', 80),
  productMain: { sizes: '(min-width: 768px) 37rem, 100vw', width: 800, height: 800 },
  eventCard: { sizes: '(min-width: 768px) 24rem, 100vw', ...cover },
  eventPage: { sizes: '(min-width: 992px) 46rem, 100vw', ...cover },
  mediaCard: { sizes: '(min-width: 992px) 24rem, (min-width: 576px) 48vw, 100vw', ...cover },
  mediaCover: { sizes: '(min-width: 52rem) 52rem, 100vw', ...cover },
  // two thumbnails a line on a phone, three from 768 px in the article's column of at most 52rem (media.css):
  // the container's padding (1rem, 1.5rem from 768 px) and the gaps (0.5rem, 0.75rem) taken off, since a
  // `sizes` too wide sends a phone the next width up (Lighthouse's 412 px phone: 186 px, not 48vw's 198)
  galleryThumb: {
    sizes:
      '(min-width: 880px) calc((52rem - 1.5rem) / 3), (min-width: 768px) calc((100vw - 4.5rem) / 3), calc(50vw - 1.25rem)',
    ...photo,
  },
  lightbox: { sizes: '100vw', ...photo },
} satisfies Record<string, Spot>;

export type PictureSpot = keyof typeof pictureSpots;

/** An empty picture in place of a missing one: an empty `src` would fetch the page again. */
const NO_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

type Props = {
  src: string;
  alt: string;
  /** Where it shows: one of `pictureSpots`. */
  spot: PictureSpot;
  /** The page's largest paint: fetched at once and first. Otherwise fetched as it comes near the screen. */
  priority?: boolean;
  /** Fetched at once but without priority (a picture on the first screen that is not the largest). */
  eager?: boolean;
  className?: string;
  draggable?: boolean;
};

/**
 * Every uploaded picture the site shows (decision 047): a picture kept in several widths becomes a
 * `<picture>` offering AVIF and WebP, and JPEG or PNG to the rest, each in every width, so the browser
 * fetches the one the screen needs; its width and height reserve its place (decision 032). SVG art,
 * kept in one size, is a plain `<img>`.
 */
export function UploadedImage(props: Props) {
  const { src, alt, priority, eager, className, draggable } = props;
  const { sizes, width, height, fit = 'own' }: Spot = pictureSpots[props.spot];
  const picture = pictureOf(src);
  const common = {
    className,
    draggable,
    decoding: 'async' as const,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  // a record without its picture (a company that registered without a logo): its place kept, nothing fetched
  if (!src) return <img src={NO_PICTURE} alt={alt} width={width} height={height} {...common} />;
  if (!picture) return <img src={src} alt={alt} width={width} height={height} {...common} />;
  const srcSet = (format: 'avif' | 'webp' | 'fallback') =>
    picture.variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
  return (
    <picture className="uploaded-picture">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={src}
        alt={alt}
        srcSet={srcSet('fallback')}
        sizes={sizes}
        width={fit === 'box' ? width : picture.width}
        height={fit === 'box' ? height : picture.height}
        {...common}
      />
    </picture>
  );
}
