import { directionOf, type Locale } from '@forum/contract/locale';
import type { Product } from '@forum/contract/products';
import { Countdown } from '~/components/countdown.tsx';
import { LazyPart, lazyWithTimeout } from '~/components/lazy-part.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ErrorScreen, LoadingIndicator, MaintenanceScreen, Preloader } from '~/components/screens.tsx';
import { useToast } from '~/components/toasts.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { ProductCard } from '~/features/shop/product-card.tsx';
import type { ProductCarouselProps } from '~/features/shop/product-carousel.tsx';
import {
  createTranslator,
  I18nProvider,
  type PageMessages,
  type Translate,
  useI18n,
  useLocalePath,
} from '~/i18n/i18n.tsx';
import { messagesFor } from '~/i18n/messages.server.ts';
import type { Route } from './+types/design-system';
import designSystemCss from './design-system.css?inline';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const { locale } = route;
  const other = locale === 'ar' ? 'en' : 'ar';
  const specials = (language: Locale) =>
    route.apiIn(language).call('products.list', { query: { specials: true, perPage: 6 } });
  const [result, otherResult] = await Promise.all([specials(locale), specials(other)]);
  const products = route.need(result).items;
  const otherProducts = route.need(otherResult).items;
  // each direction's samples in their own language: Arabic right-to-left, English left-to-right
  const panels = {
    [locale]: { messages: messagesFor(locale), product: products[0] ?? null },
    [other]: { messages: messagesFor(other), product: otherProducts[0] ?? null },
  } as Record<Locale, { messages: PageMessages; product: Product | null }>;
  return { products, panels };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  return [
    { title: root ? createTranslator(root.messages)('designSystemTitle') : undefined },
    { name: 'robots', content: 'noindex' },
  ];
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

/** One sample in its panel's language, with the words that say which direction it is. */
function Panel({
  product,
  render,
}: {
  product: Product | null;
  render: (t: Translate, product: Product | null) => React.ReactNode;
}) {
  const { t, dir } = useI18n();
  return (
    <>
      <p className="ds__direction">{t(dir === 'rtl' ? 'dsRtl' : 'dsLtr')}</p>
      {render(t, product)}
    </>
  );
}

/** Every shared component, shown right-to-left (in Arabic) and left-to-right (in English) side by side. */
export default function DesignSystem({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const toast = useToast();
  const [product] = loaderData.products;
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const later = new Date(Date.now() + 6 * 86_400_000).toISOString();

  // right to left in Arabic, left to right in English, whatever the page's language
  const both = (render: (t: Translate, product: Product | null) => React.ReactNode) => (
    <div className="ds__pair">
      {(['ar', 'en'] as const).map((language) => (
        <div key={language} dir={directionOf(language)} lang={language} className="ds__panel" data-panel={language}>
          <I18nProvider locale={language} messages={loaderData.panels[language].messages}>
            <Panel product={loaderData.panels[language].product} render={render} />
          </I18nProvider>
        </div>
      ))}
    </div>
  );

  return (
    <div className="container section ds">
      <RouteStyles name="design-system" sheet={designSystemCss} />
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
      {both((t) => (
        <>
          <h3>{t('dsSampleHeading')}</h3>
          <p>{t('dsSampleText')}</p>
          <a href={to('/')} className="link-arrow">
            {t('learnMore')}
          </a>
        </>
      ))}

      <h2>{t('dsButtons')}</h2>
      {both((t) => (
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
      {both((t) => (
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
          {both((_t, sample) => (
            <div className="ds__card">{sample ? <ProductCard product={sample} /> : null}</div>
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
      {both((t) => (
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
