import { getServerApi, loadFailure } from '~/api/server-api.ts';
import { Countdown } from '~/components/countdown.tsx';
import { LazyPart, lazyWithTimeout } from '~/components/lazy-part.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ErrorScreen, LoadingIndicator, MaintenanceScreen, Preloader } from '~/components/screens.tsx';
import { useToast } from '~/components/toasts.tsx';
import { ProductCard } from '~/features/shop/product-card.tsx';
import type { ProductCarouselProps } from '~/features/shop/product-carousel.tsx';
import { localeOfPath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/design-system';
import designSystemCss from './design-system.css?inline';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await getServerApi(context, locale).call('products.list', {
    query: { specials: true, perPage: 6 },
  });
  if (!result.ok) loadFailure(result);
  return { products: result.data.items };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  return [{ title: root?.messages.designSystemTitle }, { name: 'robots', content: 'noindex' }];
}

// the theme's tokens (styles/app.css), shown by name with their own colour
const colours = [
  '--color-primary',
  '--color-secondary',
  '--color-secondary-strong',
  '--color-text',
  '--color-muted',
  '--color-danger',
  '--color-success',
  '--color-accent-blue',
  '--color-accent-purple',
  '--color-accent-green',
  '--color-accent-gold',
] as const;

// shown through LazyPart: the preloader while its code loads, the error screen if it cannot
const LazyCarousel = lazyWithTimeout<ProductCarouselProps>(() =>
  import('~/features/shop/product-carousel.tsx').then((module) => ({ default: module.ProductCarousel })),
);

/** Every shared component, shown right-to-left and left-to-right side by side. */
export default function DesignSystem({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const toast = useToast();
  const [product] = loaderData.products;
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const later = new Date(Date.now() + 6 * 86_400_000).toISOString();

  const both = (render: () => React.ReactNode) => (
    <div className="ds__pair">
      <div dir="rtl" className="ds__panel">
        <p className="ds__direction">{t('dsRtl')}</p>
        {render()}
      </div>
      <div dir="ltr" className="ds__panel">
        <p className="ds__direction">{t('dsLtr')}</p>
        {render()}
      </div>
    </div>
  );

  return (
    <div className="container section ds">
      <RouteStyles name="design-system" css={designSystemCss} />
      <h1>{t('designSystemTitle')}</h1>
      <p>{t('designSystemText')}</p>

      <h2>{t('dsColours')}</h2>
      <ul className="ds__swatches">
        {colours.map((name) => (
          <li key={name} className="ds__swatch">
            <span className="ds__chip" style={{ background: `var(${name})` }} />
            <code dir="ltr">{name}</code>
          </li>
        ))}
      </ul>

      <h2>{t('dsTypography')}</h2>
      {both(() => (
        <>
          <h3>{t('dsSampleHeading')}</h3>
          <p>{t('dsSampleText')}</p>
          <a href={to('/')} className="link-arrow">
            {t('learnMore')}
          </a>
        </>
      ))}

      <h2>{t('dsButtons')}</h2>
      {both(() => (
        <div className="ds__row">
          <button type="button" className="button">
            {t('dsPrimary')}
          </button>
          <button type="button" className="button button--secondary">
            {t('dsSecondary')}
          </button>
          <button type="button" className="button button--ghost">
            {t('dsGhost')}
          </button>
          <button type="button" className="button" disabled>
            {t('dsDisabled')}
          </button>
        </div>
      ))}

      <h2>{t('dsToasts')}</h2>
      <div className="ds__row">
        <button type="button" className="button" onClick={() => toast.success(t('successAddWishlist'))}>
          {t('dsShowSuccess')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            toast.errors([
              { key: 'error', value: t('failProcess') },
              { key: 'error', value: t('mustLogin') },
            ])
          }
        >
          {t('dsShowErrors')}
        </button>
      </div>

      <h2>{t('dsLoading')}</h2>
      {both(() => (
        <div className="ds__row">
          <LoadingIndicator label={t('loading')} />
          <Preloader label={t('dsPreloader')} />
        </div>
      ))}

      <h2>{t('dsCountdown')}</h2>
      {both(() => (
        <div className="ds__dark">
          <Countdown startDate={future} endDate={later} />
        </div>
      ))}

      {product && (
        <>
          <h2>{t('dsProductCard')}</h2>
          {both(() => (
            <div className="ds__card">
              <ProductCard product={product} />
            </div>
          ))}
        </>
      )}

      <h2>{t('dsCarousel')}</h2>
      <LazyPart>
        <LazyCarousel
          title={t('specialOffers')}
          products={loaderData.products}
          viewAllHref={to('/products?specials=true')}
        />
      </LazyPart>

      <h2>{t('dsScreens')}</h2>
      {both(() => (
        <div className="ds__screens">
          <MaintenanceScreen title={t('maintenanceTitle')} text={t('maintenanceText')} isEmbedded />
          <ErrorScreen
            title={t('errorTitle')}
            text={t('errorText')}
            action={t('reload')}
            errors={[{ key: 'error', value: t('somethingWentWrong') }]}
            isEmbedded
          />
        </div>
      ))}
    </div>
  );
}
