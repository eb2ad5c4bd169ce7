import { pictureOf } from '@forum/contract/pictures';

type Props = {
  src: string;
  alt: string;
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
  const { src, alt, sizes, width, height, fit = 'own', priority, eager, className, draggable } = props;
  const picture = pictureOf(src);
  const common = {
    className,
    draggable,
    decoding: 'async' as const,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
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
