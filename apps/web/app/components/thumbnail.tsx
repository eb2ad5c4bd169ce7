/**
 * A product's small picture in a list (a line of the cart or an order, a saved product, a search hit): decorative,
 * since the line names the product; loaded lazily unless it is among the first on screen (`eager`); drawn at the
 * size its list's CSS gives (`--thumbnail-size`, styles/app.css), `size` being the picture's own pixels. Without a
 * picture, an empty tile of the same size keeps the lines aligned.
 */
export function Thumbnail({
  src,
  size,
  eager = false,
  className,
}: {
  src: string | null | undefined;
  size: number;
  eager?: boolean;
  className?: string;
}) {
  const classes = className ? `thumbnail ${className}` : 'thumbnail';
  if (!src) return <span className={classes} aria-hidden="true" />;
  return <img className={classes} src={src} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} />;
}
