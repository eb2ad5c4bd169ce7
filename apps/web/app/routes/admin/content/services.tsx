import { serviceList } from '~/features/console/content/content-lists.tsx';
import { RecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleList } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/services';

/** GET /admin/services: the forum's services, in their order (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.services', serviceList), title: route.t('contentServicesTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, serviceList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="console-page" aria-labelledby="services-title" data-testid="console-services">
      <h1 id="services-title">{t('contentServicesTitle')}</h1>
      <p>
        <RecordLink path="services/new" testId="service-new">
          {t('contentServiceNew')}
        </RecordLink>
      </p>
      <ConsoleList spec={serviceList} list={loaderData.list} title="services-title" />
    </section>
  );
}
