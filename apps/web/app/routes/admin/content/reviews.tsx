import { reviewList } from '~/features/console/content/content-lists.tsx';
import { sendEach } from '~/features/console/content/send-each.server.ts';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/reviews';

/** GET /admin/reviews: reviews by status, the held ones (`?status=pending`) waiting to be published or rejected. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.reviews', reviewList), title: route.t('contentReviewsTitle') };
}

/** Publishing or rejecting the chosen reviews (a rejection is confirmed first, without scripts too). */
export const action = (args: Route.ActionArgs) =>
  listAction(args, reviewList, (form, action, ids) =>
    action === 'publish'
      ? sendEach(form, ids, (id) => form.send('admin.publishReview', { params: { id } }), 'contentReviewsPublished')
      : sendEach(form, ids, (id) => form.send('admin.rejectReview', { params: { id } }), 'contentReviewsRejected'),
  );

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <ConsoleListPage page={loaderData} spec={reviewList} testId="console-reviews">
      <p>{t('contentReviewsLead')}</p>
    </ConsoleListPage>
  );
}
