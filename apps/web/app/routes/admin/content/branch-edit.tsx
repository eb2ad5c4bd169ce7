import type { ConsoleBranch } from '@forum/contract/console/content-schemas';
import { adminUpdateBranchForm } from '@forum/contract/form-fields/admin.updateBranch';
import { TextField } from '~/components/form.tsx';
import { ContentStyles, RecordCoordinates } from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage, recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/branch-edit';

const FIELDS = [
  'nameAr',
  'nameEn',
  'addressAr',
  'addressEn',
  'telephone',
  'latitude',
  'longitude',
  'openingHoursAr',
  'openingHoursEn',
] as const satisfies readonly (keyof ConsoleBranch)[];

const BRANCH: ContentRecord<ConsoleBranch> = {
  list: '/admin/branches',
  entity: 'branch',
  newTitle: 'contentBranchNew',
  read: (route, id) => route.api.call('admin.branch', { params: { id } }),
  base: (branch) => baseOf(branch, FIELDS),
  title: (branch) => branch.nameEn,
  calls: { create: 'admin.createBranch', update: 'admin.updateBranch', remove: 'admin.deleteBranch' },
};

/** GET /admin/branches/:id (`new` for a new one): a branch, where it is and when it opens, in both languages. */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, BRANCH);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, BRANCH);

export const meta = recordPageMeta;

export default function BranchEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { record: branch, base, history } = loaderData;
  const form = useForm(adminUpdateBranchForm);
  const { field, bilingual } = form;
  return (
    <RecordPage
      history={history}
      form={form}
      base={base}
      list={BRANCH.list}
      heading={branch ? <bdi>{locale === 'ar' ? branch.nameAr : branch.nameEn}</bdi> : t('contentBranchNew')}
      isNew={!branch}
      testId="branch"
      deleteText={t('contentDeleteText')}
    >
      <ContentStyles />
      <ConsoleBilingualField
        {...bilingual('name')}
        labels={{ ar: t('contentBranchNameAr'), en: t('contentBranchNameEn') }}
        defaultValues={{ ar: branch?.nameAr ?? '', en: branch?.nameEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('address')}
        labels={{ ar: t('contentEventAddressAr'), en: t('contentEventAddressEn') }}
        defaultValues={{ ar: branch?.addressAr ?? '', en: branch?.addressEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('openingHours')}
        labels={{ ar: t('contentBranchHoursAr'), en: t('contentBranchHoursEn') }}
        defaultValues={{ ar: branch?.openingHoursAr ?? '', en: branch?.openingHoursEn ?? '' }}
      />
      <TextField
        {...field('telephone')}
        type="tel"
        dir="ltr"
        label={t('contentContactTelephone')}
        defaultValue={branch?.telephone ?? ''}
      />
      <RecordCoordinates latitude={field('latitude')} longitude={field('longitude')} saved={branch} />
    </RecordPage>
  );
}
