import { faqList } from '~/features/console/content/content-lists.tsx';
import { NewRecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/faqs';

/** GET /admin.faqs: the information pages (about, terms, the community page …) (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.faqs', faqList), title: route.t('contentFaqsTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, faqList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleListPage page={loaderData} spec={faqList} testId="console-faqs">
      <NewRecordLink path="faqs" label="contentFaqNew" testId="faq-new" />
    </ConsoleListPage>
  );
}
