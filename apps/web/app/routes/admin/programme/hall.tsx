import { programmeAddHallForm } from '@forum/contract/form-fields/programme.addHall';
import { TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { usePairLabels } from '~/features/console/programme/record-parts.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/hall';
import { HALLS_PATH, programmeMeta } from './programme-paths.ts';

const FIELDS = ['nameAr', 'nameEn', 'capacity', 'sortOrder'] as const;

/** A conference hall's form (decision 063): `/admin/programme/halls/new` adds one. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  if (args.params.id === 'new') return { hall: null, history: null };
  const id = Number(route.id(args.params.id));
  const { hall } = route.need(await route.api.call('programme.hall', { params: { id } }), { notFound: [400, 404] });
  return { hall, history: await loadRecordHistory(route, 'conferenceHall', id) };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const saved = form.t('programmeHallSaved');
  return recordAction(form, args.params.id, {
    list: HALLS_PATH,
    calls: { create: 'programme.addHall', update: 'programme.updateHall', remove: 'programme.deleteHall' },
    words: {
      confirmTitle: form.t('programmeHallDelete'),
      confirmText: form.t('programmeHallDeleteConfirm', { name: form.text('name') }),
      confirmLabel: form.t('programmeConfirm'),
      deleted: form.t('programmeHallDeleted'),
      created: saved,
      saved,
    },
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const hall = loaderData?.hall;
  return programmeMeta(matches, (t) =>
    hall ? t('programmeHallEditTitle', { name: hall.name }) : t('programmeHallNewTitle'),
  );
}

export default function Hall({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const pair = usePairLabels();
  const { hall, history } = loaderData;
  const form = useForm(programmeAddHallForm, { defaults: hall ?? { sortOrder: 0 } });
  const { field, bilingual } = form;
  return (
    <RecordPage
      form={form}
      base={hall ? baseOf(hall, [...FIELDS]) : ''}
      list={HALLS_PATH}
      heading={hall ? t('programmeHallEditTitle', { name: hall.name }) : t('programmeHallNewTitle')}
      isNew={!hall}
      testId="programme-hall"
      deleteText={hall ? t('programmeHallDeleteConfirm', { name: hall.name }) : ''}
      history={history}
    >
      <RouteStyles name="admin-programme" sheet={css} />
      {/* what the delete's question names when the action asks it (without scripts) */}
      {hall ? <input type="hidden" name="name" value={hall.name} /> : null}
      <ConsoleBilingualField {...bilingual('name')} labels={pair('programmeFieldName')} required />
      <div className="form__row">
        <TextField {...field('capacity')} label={t('programmeFieldCapacity')} dir="ltr" />
        <TextField {...field('sortOrder')} label={t('programmeFieldSortOrder')} dir="ltr" />
      </div>
    </RecordPage>
  );
}
