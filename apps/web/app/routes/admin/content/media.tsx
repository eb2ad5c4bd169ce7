import { mediaList } from '~/features/console/content/content-lists.tsx';
import { RecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleList } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/media';

/** GET /admin.media: the information pages (about, terms, the community page …) (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.media', mediaList), title: route.t('contentMediaTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, mediaList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Media({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="console-page" aria-labelledby="media-title" data-testid="console-media">
      <h1 id="media-title">{t('contentMediaTitle')}</h1>
      <p>
        <RecordLink path="media/new" testId="media-new">
          {t('contentMediaNew')}
        </RecordLink>
      </p>
      <ConsoleList spec={mediaList} list={loaderData.list} title="media-title" />
    </section>
  );
}
