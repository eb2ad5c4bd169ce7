import type { MediaType } from '@forum/contract/media';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { laterPage, withQuery } from '~/utils/query.ts';
import type { Route } from './+types/media';
import { ListingTabs } from './listing-tabs.tsx';
import mediaCss from './media.css?inline';
import { isMediaType, MediaCard, mediaTypeLabels, mediaTypeList } from './media-card.tsx';

const PER_PAGE = 12;

/** The address of a page of the list: /media, /media?type=news, /media?type=news&page=2. */
function mediaPath(type: MediaType | null, page = 1): string {
  return withQuery('/media', { type, page: laterPage(page) });
}

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  // an unknown kind shows every kind: the list is still worth seeing
  const asked = route.url.searchParams.get('type');
  const type = isMediaType(asked) ? asked : null;
  const query = { type: type ?? undefined, page: pageNumberOf(route.url), perPage: PER_PAGE };
  const media = route.need(await route.api.call('media.list', { query }));
  return { type, items: media.items, pagination: media.pagination };
}

export const handle = pageBelow('media', ({ type }: Route.ComponentProps['loaderData'], t) =>
  type ? { name: t(mediaTypeLabels[type].plural), path: mediaPath(type) } : [],
);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => {
    const { type, pagination } = loaderData;
    const heading = type ? t(mediaTypeLabels[type].plural) : t('mediaTitle');
    const page = pagination.page > 1 ? t('eventsMediaPagedTitle', { page: heading, number: pagination.page }) : heading;
    return {
      title: type
        ? t('eventsMediaPageTitle', { page: t('eventsMediaPageTitle', { page, site: t('mediaTitle') }), site })
        : t('eventsMediaPageTitle', { page, site }),
      description: type
        ? t('mediaTypeMetaDescription', { type: t(mediaTypeLabels[type].plural), site })
        : t('mediaMetaDescription', { site }),
      path: mediaPath(type, pagination.page),
    };
  });
}

export default function Media({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { type, items, pagination } = loaderData;
  const tabs = [null, ...mediaTypeList].map((each) => ({
    path: mediaPath(each),
    label: each ? t(mediaTypeLabels[each].plural) : t('mediaAll'),
    testId: `media-tab-${each ?? 'all'}`,
  }));

  return (
    <div className="container section listing" data-testid="media-page">
      <RouteStyles name="media" sheet={mediaCss} />
      <Breadcrumbs />
      <PageHeader title={t('mediaTitle')} lead={t('mediaLead')} className="listing__header" />

      <ListingTabs label={t('mediaTypes')} tabs={tabs} current={mediaPath(type)} />

      {items.length === 0 ? (
        <div className="empty-box" data-testid="media-empty">
          <p>{pagination.page > 1 ? t('mediaEmptyPage') : t('mediaEmpty')}</p>
          {pagination.page > 1 ? (
            <Link to={to(mediaPath(type))} className="button button--ghost">
              {t('eventsMediaFirstPage')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="media-list">
          {items.map((item, index) => (
            <MediaCard key={item.id} item={item} isEager={index === 0} />
          ))}
        </ul>
      )}

      <Pager pagination={pagination} hrefOf={(page) => to(mediaPath(type, page))} />
    </div>
  );
}
