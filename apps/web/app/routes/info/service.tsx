import { Link } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/service';
import { ServiceIcon } from './info-icons.tsx';
import { InfoBody, PageHeader, RichText } from './info-layout.tsx';
import { infoMeta, organizationJsonLd } from './info-meta.ts';
import { InfoSection } from './info-section.tsx';
import { ServiceCards } from './service-cards.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const [service, all] = await Promise.all([
    route.api.call('info.service', { params }),
    route.api.call('info.services'),
  ]);
  const { service: found } = route.need(service, { notFound: [404] });
  // the other services are a bonus: the page stands without them
  const others = all.ok ? all.data.items.filter((item) => item.id !== found.id) : [];
  return { service: found, others };
}

export const handle = pageBelow('services', ({ service }: Route.ComponentProps['loaderData']) => ({
  name: service.title,
  path: `/services/${service.id}`,
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root }, loaderData) => {
    const { service } = loaderData;
    const path = `/services/${service.id}`;
    return infoMeta(matches, {
      title: service.title,
      description: service.summary,
      path,
      jsonLd: [
        {
          '@type': 'Service',
          name: service.title,
          description: service.summary,
          url: `${root.origin}${localePath(root.locale, path)}`,
          provider: organizationJsonLd(root.origin, root.locale, root.site),
        },
      ],
    });
  });
}

/** One service in full, a way to ask about it, and the others. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { service, others } = loaderData;
  const ask = `/contact-us?${new URLSearchParams({ type: 'general', subject: service.title })}`;
  return (
    <>
      <PageHeader title={service.title} lead={service.summary} />
      <InfoBody
        aside={
          <aside className="info-aside" aria-labelledby="service-ask-title">
            <span className="service-card__icon">
              <ServiceIcon name={service.icon} />
            </span>
            <h2 id="service-ask-title" className="info-aside__title">
              {t('serviceAsk')}
            </h2>
            <p>{t('serviceAskText')}</p>
            <Link to={to(ask)} className="button">
              {t('site_contact')}
            </Link>
          </aside>
        }
      >
        <article className="info-card service-detail" data-testid="service">
          {service.imageUrl ? (
            <img className="service-detail__image" src={service.imageUrl} alt="" width={800} height={450} />
          ) : null}
          <RichText body={service.body} />
        </article>
      </InfoBody>
      {others.length ? (
        <InfoSection headingId="service-others" title={t('serviceOthers')}>
          <ServiceCards services={others} headingLevel={3} />
        </InfoSection>
      ) : null}
    </>
  );
}
