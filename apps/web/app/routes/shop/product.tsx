import { formatMoney, formatNumber, formatPercent } from '@forum/contract/money';
import type { ProductDetail } from '@forum/contract/products';
import { truncate } from '@forum/contract/text';
import { useState } from 'react';
import { Link, redirect } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { isRasterImage, trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { PurchaseForm } from '~/features/cart/purchase-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useSession } from '~/features/session/session.tsx';
import { ProductCarousel } from '~/features/shop/product-carousel.tsx';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import type { Route } from './+types/product';
import { productQuery } from './product-query.ts';
import shopCss from './shop.css?inline';

const META_DESCRIPTION_LENGTH = 160;

/**
 * An unknown product is an unknown page (/404); a missing or wrong slug moves, for good,
 * to the product's own address, so every product has one address to share and index.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  // 400: a number too large to be an id
  const { product } = route.need(await route.api.call('products.get', { params }), { notFound: [400, 404] });
  if (args.params.slug !== product.slug) {
    throw redirect(`${route.to(`/products/${product.id}/${product.slug}`)}${route.url.search}`, 301);
  }
  return { product };
}

export const handle = pageBelow('products', ({ product }: Route.ComponentProps['loaderData']) => [
  ...product.categoryPath.map((category) => ({
    name: category.name,
    path: `/products${productQuery({ categories: [category.id] })}`,
  })),
  { name: product.name, path: `/products/${product.id}/${product.slug}` },
]);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { product } = loaderData;
    const path = `/products/${product.id}/${product.slug}`;
    return {
      title: t('shopPageTitle', { page: product.name, site }),
      description: truncate(product.description, META_DESCRIPTION_LENGTH),
      path,
      // the first picture previews can show: with only SVG pictures the site's own stays in place
      image: product.images.map((image) => image.url).find(isRasterImage),
      jsonLd: [
        {
          '@type': 'Product',
          name: product.name,
          sku: product.sku,
          description: product.description,
          image: product.images.map((image) => `${root.origin}${image.url}`),
          ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
          category: product.category.name,
          offers: {
            '@type': 'Offer',
            // what is paid: VAT is part of a Saudi shelf price
            price: product.tax.finalPriceWithTax,
            priceCurrency: 'SAR',
            availability: product.stock.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: `${root.origin}${localePath(root.locale, path)}`,
          },
          ...(product.rating.count > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.rating.average,
                  reviewCount: product.rating.count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
      ],
    };
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const currency = useSession().user?.currency ?? product.currency;
  const money = (amount: number) => formatMoney(amount, locale, currency);

  return (
    <article className="container section shop-product" data-testid="product-page">
      <RouteStyles name="shop" sheet={shopCss} />
      <Breadcrumbs />
      <div className="shop-product__layout">
        {/* a new product starts on its first picture */}
        <Gallery key={product.id} product={product} />
        <div className="shop-product__summary">
          {product.brand ? (
            <p className="shop-product__brand">
              <span className="visually-hidden">{t('shopBrandLabel')}: </span>
              <Link to={to(`/products${productQuery({ brands: [product.brand.id] })}`)}>{product.brand.name}</Link>
            </p>
          ) : null}
          <h1 className="shop-product__name">{product.name}</h1>
          <p className="shop-product__sku" dir="auto">
            {t('shopSku', { sku: product.sku })}
          </p>
          {product.rating.count > 0 ? (
            <p className="shop-product__rating">
              <Stars average={product.rating.average} />{' '}
              <a href="#reviews">{t('shopRatingCount', { count: product.rating.count })}</a>
            </p>
          ) : null}

          <div className="shop-price-box" data-testid="product-price">
            <p className="shop-price-box__prices">
              <span className="shop-price-box__final">{money(product.finalPrice)}</span>
              {product.isDiscountActive ? (
                <>
                  <del className="shop-price-box__old">
                    <span className="visually-hidden">{t('previousPrice')} </span>
                    {money(product.price)}
                  </del>
                  <span className="shop-price-box__badge">
                    {t('shopDiscountSaving', { percent: formatPercent(product.discountPercentage, locale) })}
                  </span>
                </>
              ) : null}
            </p>
            <p className="shop-price-box__tax" data-testid="product-tax">
              {product.tax.included
                ? t('shopTaxContained', {
                    amount: money(product.tax.amount),
                    rate: formatPercent(product.tax.rate * 100, locale),
                  })
                : t('shopTaxAdded', {
                    amount: money(product.tax.amount),
                    rate: formatPercent(product.tax.rate * 100, locale),
                    total: money(product.tax.finalPriceWithTax),
                  })}
            </p>
          </div>

          <StockState product={product} />
          <PurchaseForm key={product.id} product={product} />
        </div>
      </div>

      <TitledSection className="shop-product__section" headingId="product-description" title={t('shopDescription')}>
        <Paragraphs text={product.description} />
      </TitledSection>

      <ReviewSummary product={product} />

      {product.related.length > 0 ? (
        <ProductCarousel
          title={t('shopRelated')}
          products={product.related}
          viewAllHref={to(`/products${productQuery({ categories: [product.category.id] })}`)}
        />
      ) : null}
    </article>
  );
}

/** The main picture and a row of thumbnails: buttons, so that arrows aside, Tab and Enter choose. */
function Gallery({ product }: { product: ProductDetail }) {
  const { t, locale } = useI18n();
  const [current, setCurrent] = useState(0);
  const images = product.images.length > 0 ? product.images : [product.image];
  const shown = images[current] ?? images[0];
  return (
    <section className="shop-gallery" aria-label={t('shopGallery')} data-testid="product-gallery">
      <UploadedImage
        className="shop-gallery__main"
        src={shown?.url ?? ''}
        alt={product.name}
        spot="productMain"
        priority
      />
      {images.length > 1 ? (
        <ul className="shop-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="shop-gallery__thumb"
                aria-pressed={index === current}
                aria-label={t('shopPicture', {
                  number: formatNumber(index + 1, locale),
                  count: formatNumber(images.length, locale),
                })}
                onClick={() => setCurrent(index)}
              >
                <UploadedImage src={image.url} alt="" spot="productThumb" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function StockState({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { stock } = product;
  let text = t('shopInStockState');
  let state = 'in';
  if (!stock.inStock) {
    text = t('shopOutOfStockState');
    state = 'out';
  } else if (stock.lowStock && stock.quantity !== null) {
    text = t('shopLowStock', { count: stock.quantity });
    state = 'low';
  }
  return (
    <p className="shop-stock" data-state={state} data-testid="product-stock">
      {text}
    </p>
  );
}

function Stars({ average }: { average: number }) {
  const { t, locale } = useI18n();
  const filled = Math.round(average);
  return (
    <span
      className="shop-stars"
      role="img"
      aria-label={t('shopRatingAverage', { average: formatNumber(average, locale) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" data-on={n <= filled || undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

function ReviewSummary({ product }: { product: ProductDetail }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { rating } = product;
  return (
    <TitledSection
      id="reviews"
      className="shop-product__section shop-reviews"
      headingId="product-reviews"
      title={t('shopReviews')}
    >
      {rating.count > 0 ? (
        <div className="shop-reviews__summary" data-testid="review-summary">
          <p className="shop-reviews__average">
            <span className="shop-reviews__number">{formatNumber(rating.average, locale)}</span>
            <Stars average={rating.average} />
            <span>{t('shopRatingCount', { count: rating.count })}</span>
          </p>
          <ul className="shop-reviews__bars">
            {rating.distribution.map((row) => (
              <li key={row.rating}>
                <span>{t('shopRatingRow', { stars: row.rating })}</span>
                <span className="shop-reviews__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${(row.count / rating.count) * 100}%` }} />
                </span>
                <span>{formatNumber(row.count, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('shopNoReviews')}</p>
      )}
      <Link to={to(`/reviews?product=${product.id}`)} className="button button--ghost">
        {t('shopReadReviews')}
      </Link>
    </TitledSection>
  );
}
