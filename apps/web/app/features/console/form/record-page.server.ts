import type { ApiResult } from '~/api/client.ts';
import { loadRecordHistory, type RecordHistoryData } from '~/features/console/audit/record-history.server.ts';
import type { OpenRoute } from '~/features/route/open-route.server.ts';

/** What a record page's loader gives `RecordPage`: the record (null for a new one), its base, title and history. */
export type RecordPageData<R> = { record: R | null; base: string; title: string; history: RecordHistoryData | null };

/**
 * The loader of a record's page (decision 061), `recordAction`'s pair: `new` opens the empty form; an id reads
 * the record (a 404 page for an id that is not one), with the base its form sends for the stale check, the
 * page's title and its history from the audit log (under `entity`).
 *
 * ```ts
 * return loadRecordPage(route, args.params.id, {
 *   read: (id) => route.api.call('admin.faq', { params: { id } }),
 *   entity: 'faq', newTitle: route.t('contentFaqNew'),
 *   base: (faq) => baseOf(faq, FIELDS), title: (faq) => faq.questionEn,
 * });
 * ```
 */
export async function loadRecordPage<R>(
  route: OpenRoute,
  idParam: string | undefined,
  options: {
    read: (id: string) => Promise<ApiResult<R>>;
    entity: string;
    newTitle: string;
    base: (record: R) => string;
    title: (record: R) => string;
  },
): Promise<RecordPageData<R>> {
  if (idParam === 'new') return { record: null, base: '', title: options.newTitle, history: null };
  const id = route.id(idParam);
  const record = route.need(await options.read(id), { notFound: [400, 404] });
  return {
    record,
    base: options.base(record),
    title: options.title(record),
    history: await loadRecordHistory(route, options.entity, id),
  };
}
