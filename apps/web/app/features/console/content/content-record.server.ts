import type { JsonEndpointName } from '@forum/contract/endpoints';
import type { ApiResult } from '~/api/client.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { baseOf, type PairName, pairOf } from '~/features/console/form/console-form-rules.ts';
import { loadRecordPage } from '~/features/console/form/record-page.server.ts';
import type { FormEndpoint } from '~/features/forms/fields.server.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { type OpenRoute, openRoute } from '~/features/route/open-route.server.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { type PictureEndpoint, pictureCompletes } from './content-picture.server.ts';
import { contentWords } from './content-words.server.ts';

/**
 * A content record's page (decision 065) named once, read by its loader (`loadContentRecord`), its action
 * (`contentRecordAction`) and its component (`ContentRecordPage`): its list (the way back), the audit log's
 * name for it, how it is read, the fields its form edits (their saved values are the form's base), the text
 * in both languages that names it (the heading; its English, the title), its three calls and, for a record
 * with a picture, the upload that completes the body. Its words are every content record's (`contentWords`).
 */
export type ContentRecord<R extends object> = {
  list: string;
  entity: string;
  newTitle: MessageKey;
  read: (route: OpenRoute, id: string) => Promise<ApiResult<R>>;
  fields: readonly (keyof R & string)[];
  name: PairName<R>;
  calls: { create: FormEndpoint; update: FormEndpoint; remove: JsonEndpointName };
  picture?: { endpoint: PictureEndpoint; field: string };
};

type PageArgs = { request: Request; context: unknown; params: { id?: string } };

/** The loader of a content record's page: `loadRecordPage` with the record's spec. */
export function loadContentRecord<R extends object>(args: PageArgs, record: ContentRecord<R>) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => record.read(route, id),
    entity: record.entity,
    newTitle: route.t(record.newTitle),
    base: (saved) => baseOf(saved, record.fields),
    title: (saved) => pairOf(saved, record.name).en,
  });
}

/** The action of a content record's page: `recordAction` with the record's spec, its picture uploaded first. */
export async function contentRecordAction<R extends object>(args: PageArgs, record: ContentRecord<R>) {
  const form = await openForm(args);
  const { picture } = record;
  return recordAction(form, args.params.id, {
    list: record.list,
    calls: record.calls,
    words: contentWords(form),
    ...(picture ? { complete: pictureCompletes(form, picture.endpoint, picture.field) } : {}),
  });
}
