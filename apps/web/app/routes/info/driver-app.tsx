import { withProtocol } from '@forum/contract/links';
import type { SiteSettings } from '@forum/contract/settings';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { localePath, useI18n } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/driver-app';
import { AppleIcon, PlayIcon } from './info-icons.tsx';
import { InfoAside, InfoBody, ManagedText, PageHeader } from './info-layout.tsx';
import { describe, infoMeta } from './info-meta.ts';
import { firstParagraph } from './text-blocks.ts';

const PATH = '/driver-app';

/** The page's text is managed ("driver-app"); without it the page still offers the stores. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const result = await route.api.call('info.page', { params: { slug: 'driver-app' } });
  if (!result.ok && result.status === 404) return { page: null };
  return { page: route.need(result).page };
}

export const handle = pageBelow('home', ({ page }: Route.ComponentProps['loaderData'], t) => ({
  name: page?.title || t('driverAppTitle'),
  path: PATH,
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    const { page } = loaderData;
    const title = page?.title || t('driverAppTitle');
    const intro = page ? firstParagraph(page.body) : '';
    const { appLinks } = root.site.settings;
    const stores = [
      ...(appLinks.apple ? [{ os: 'iOS', url: withProtocol(appLinks.apple) }] : []),
      ...(appLinks.google ? [{ os: 'Android', url: withProtocol(appLinks.google) }] : []),
    ];
    return infoMeta(matches, {
      title,
      description: intro ? describe(intro) : t('driverAppDescription', { site: root.site.settings.name }),
      path: PATH,
      jsonLd: [
        {
          '@type': 'MobileApplication',
          name: title,
          url: `${root.origin}${localePath(root.locale, PATH)}`,
          operatingSystem: stores.map((store) => store.os).join(', ') || undefined,
          applicationCategory: 'BusinessApplication',
          ...(stores.length ? { downloadUrl: stores.map((store) => store.url) } : {}),
          publisher: { '@type': 'Organization', name: root.site.settings.name },
        },
      ],
    });
  });
}

/** The forum's app for delivery drivers, with the store badges of the settings. */
export default function DriverApp({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const settings = useRootData()?.site?.settings;
  const { page } = loaderData;
  return (
    <>
      <PageHeader
        title={page?.title || t('driverAppTitle')}
        {...(page ? {} : { lead: t('driverAppDescription', { site: settings?.name ?? '' }) })}
      />
      <InfoBody
        aside={
          <InfoAside headingId="driver-app-download" title={t('driverAppDownload')}>
            {settings ? <StoreBadges appLinks={settings.appLinks} /> : null}
          </InfoAside>
        }
      >
        <ManagedText page={page} />
      </InfoBody>
    </>
  );
}

// the stores in the order their badges stand, each shown once the settings give its link
const STORES = [
  { key: 'apple', Icon: AppleIcon, top: 'storeAppleTop', name: 'storeAppleName' },
  { key: 'google', Icon: PlayIcon, top: 'storeGoogleTop', name: 'storeGoogleName' },
] as const;

function StoreBadges({ appLinks }: { appLinks: SiteSettings['appLinks'] }) {
  const { t } = useI18n();
  if (!appLinks.apple && !appLinks.google) return <p>{t('driverAppSoon')}</p>;
  return (
    <ul className="store-badges" data-testid="store-badges">
      {STORES.map(({ key, Icon, top, name }) => {
        const link = appLinks[key];
        return link ? (
          <li key={key}>
            <a href={withProtocol(link)} className="store-badge" rel="noopener noreferrer">
              <Icon />
              <span className="store-badge__text">
                <span className="store-badge__top">{t(top)}</span>
                <span className="store-badge__name">{t(name)}</span>
              </span>
            </a>
          </li>
        ) : null;
      })}
    </ul>
  );
}
