import { auditList } from '~/features/console/audit/audit-list.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/audit';

/** GET /admin/audit: the audit log, filtered, sorted and paged on the server (decision 062). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.audit', auditList), title: route.t('auditTitle') };
}

/** Saved views of the log (it has no bulk action: nobody changes the log). */
export const action = (args: Route.ActionArgs) => listAction(args, auditList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

/** The audit log: who changed what, when, and the fields before and after; read only. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <ConsoleListPage page={loaderData} spec={auditList} testId="audit-page">
      <p>{t('auditLead')}</p>
    </ConsoleListPage>
  );
}
