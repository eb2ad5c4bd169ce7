import { packageList } from '~/features/console/content/content-lists.tsx';
import { RecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleList } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/sponsorship-packages';

/** GET /admin/sponsorship-packages: the sponsorship packages, in their order (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.packages', packageList), title: route.t('contentPackagesTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, packageList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function SponsorshipPackages({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section
      className="console-page"
      aria-labelledby="sponsorship-packages-title"
      data-testid="console-sponsorship-packages"
    >
      <h1 id="sponsorship-packages-title">{t('contentPackagesTitle')}</h1>
      <p>
        <RecordLink path="sponsorship-packages/new" testId="package-new">
          {t('contentPackageNew')}
        </RecordLink>
      </p>
      <ConsoleList spec={packageList} list={loaderData.list} title="sponsorship-packages-title" />
    </section>
  );
}
