import type { ConsoleBranch } from '@forum/contract/console/content-schemas';
import { adminUpdateBranchForm } from '@forum/contract/form-fields/admin.updateBranch';
import { TextField } from '~/components/form.tsx';
import { ContentRecordPage, RecordCoordinates } from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/branch-edit';

const BRANCH: ContentRecord<ConsoleBranch> = {
  list: '/admin/branches',
  entity: 'branch',
  newTitle: 'contentBranchNew',
  read: (route, id) => route.api.call('admin.branch', { params: { id } }),
  fields: [
    'nameAr',
    'nameEn',
    'addressAr',
    'addressEn',
    'telephone',
    'latitude',
    'longitude',
    'openingHoursAr',
    'openingHoursEn',
  ],
  name: 'name',
  calls: { create: 'admin.createBranch', update: 'admin.updateBranch', remove: 'admin.deleteBranch' },
};

/** GET /admin/branches/:id (`new` for a new one): a branch, where it is and when it opens, in both languages. */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, BRANCH);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, BRANCH);

export const meta = recordPageMeta;

export default function BranchEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: branch } = loaderData;
  const form = useForm(adminUpdateBranchForm, { defaults: branch });
  return (
    <ContentRecordPage page={loaderData} spec={BRANCH} form={form} testId="branch">
      <ConsoleBilingualField
        {...form.bilingual('name')}
        labels={{ ar: t('contentBranchNameAr'), en: t('contentBranchNameEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('address')}
        labels={{ ar: t('contentEventAddressAr'), en: t('contentEventAddressEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('openingHours')}
        labels={{ ar: t('contentBranchHoursAr'), en: t('contentBranchHoursEn') }}
      />
      <TextField {...form.field('telephone')} type="tel" dir="ltr" label={t('contentContactTelephone')} />
      <RecordCoordinates latitude={form.field('latitude')} longitude={form.field('longitude')} />
    </ContentRecordPage>
  );
}
