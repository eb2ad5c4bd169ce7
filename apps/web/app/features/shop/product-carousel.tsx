import type { Product } from '@forum/contract/products';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BackIcon, ForwardIcon } from '~/components/icons.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { ProductCard } from './product-card.tsx';
import productCarouselCss from './product-carousel.css?inline';

/** Decision 007: a slide moves in 300 ms; autoplay every 3 s. Slides per view and the 20 px gap are in the CSS. */
export const CAROUSEL_SPEED_MS = 300;
export const CAROUSEL_AUTOPLAY_MS = 3000;

export type ProductCarouselProps = { title: string; products: Product[]; viewAllHref: string };

export function ProductCarousel({ title, products, viewAllHref }: ProductCarouselProps) {
  const { t, dir } = useI18n();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || isPaused) return;
    // autoplay stops for visitors who ask for less motion
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') step(track, 1, dir, true);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, dir]);

  if (products.length === 0) return null;

  return (
    <section
      className="carousel section"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      data-testid="product-carousel"
    >
      <RouteStyles name="product-carousel" sheet={productCarouselCss} />
      <div className="section__header">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-label={t('previousSlide')}
            onClick={() => trackRef.current && step(trackRef.current, -1, dir, false)}
          >
            <BackIcon />
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-label={t('nextSlide')}
            onClick={() => trackRef.current && step(trackRef.current, 1, dir, false)}
          >
            <ForwardIcon />
          </button>
          <Link to={viewAllHref} className="carousel__all link-arrow">
            {t('viewAll')}
          </Link>
        </div>
      </div>
      <ul ref={trackRef} className="carousel__track">
        {products.map((product, index) => (
          <li
            key={product.id}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={t('slideLabel', { index: index + 1, total: products.length })}
          >
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Moves by one slide in reading order; autoplay wraps to the start after the last slide. */
function step(track: HTMLElement, direction: 1 | -1, dir: 'rtl' | 'ltr', shouldWrap: boolean) {
  const slide = track.firstElementChild as HTMLElement | null;
  if (!slide) return;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  const distance = slide.getBoundingClientRect().width + gap;
  // in right-to-left pages scrollLeft runs from 0 down to negative values
  const sign = dir === 'rtl' ? -1 : 1;
  const travelled = Math.abs(track.scrollLeft);
  const maxTravel = track.scrollWidth - track.clientWidth;
  let target = travelled + direction * distance;
  if (target > maxTravel + 1) target = shouldWrap ? 0 : maxTravel;
  if (target < 0) target = 0;
  animateScroll(track, sign * Math.min(target, maxTravel));
}

function animateScroll(track: HTMLElement, to: number) {
  const from = track.scrollLeft;
  const start = performance.now();
  track.dataset.animating = 'true';
  const frame = (now: number) => {
    const progress = Math.min(1, (now - start) / CAROUSEL_SPEED_MS);
    const eased = 1 - (1 - progress) ** 3;
    track.scrollLeft = from + (to - from) * eased;
    if (progress < 1) requestAnimationFrame(frame);
    else delete track.dataset.animating;
  };
  requestAnimationFrame(frame);
}
