import type { ConsolePackage } from '@forum/contract/console/content-schemas';
import { adminUpdatePackageForm } from '@forum/contract/form-fields/admin.updatePackage';
import { TextField } from '~/components/form.tsx';
import { ContentRecordPage } from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/package-edit';

const PACKAGE: ContentRecord<ConsolePackage> = {
  list: '/admin/sponsorship-packages',
  entity: 'sponsorshipPackage',
  newTitle: 'contentPackageNew',
  read: (route, id) => route.api.call('admin.package', { params: { id } }),
  fields: [
    'nameAr',
    'nameEn',
    'descriptionAr',
    'descriptionEn',
    'price',
    'benefitsAr',
    'benefitsEn',
    'slots',
    'color',
    'sortOrder',
    'isFeatured',
  ],
  name: 'name',
  calls: { create: 'admin.createPackage', update: 'admin.updatePackage', remove: 'admin.deletePackage' },
};

/** GET /admin/sponsorship-packages/:id (`new` for a new one): a package, its price and its benefits in both languages. */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, PACKAGE);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, PACKAGE);

export const meta = recordPageMeta;

export default function PackageEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: pack } = loaderData;
  const form = useForm(adminUpdatePackageForm, { defaults: pack ?? { slots: 1, color: '#0b2a5b', sortOrder: 0 } });
  return (
    <ContentRecordPage page={loaderData} spec={PACKAGE} form={form} testId="package">
      <ConsoleBilingualField
        {...form.bilingual('name')}
        labels={{ ar: t('contentPackageNameAr'), en: t('contentPackageNameEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('description')}
        multiline
        rows={3}
        labels={{ ar: t('contentEventDescriptionAr'), en: t('contentEventDescriptionEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('benefits')}
        multiline
        rows={8}
        labels={{ ar: t('contentPackageBenefitsAr'), en: t('contentPackageBenefitsEn') }}
      />
      <div className="form__row">
        <TextField {...form.field('price')} type="number" step="0.01" dir="ltr" label={t('contentPackagePrice')} />
        <TextField {...form.field('slots')} type="number" dir="ltr" label={t('contentPackageSlots')} />
      </div>
      <div className="form__row">
        {/* a colour picker always holds a colour: no pattern nor `required`, which HTML refuses on it */}
        <TextField
          {...form.field('color')}
          pattern={undefined}
          required={undefined}
          type="color"
          label={t('contentPackageColor')}
        />
        <TextField {...form.field('sortOrder')} type="number" dir="ltr" label={t('contentSortOrder')} />
      </div>
      <div className="field">
        <div className="checkbox">
          <input
            id="package-featured"
            type="checkbox"
            name="isFeatured"
            value="true"
            defaultChecked={pack?.isFeatured ?? false}
          />
          <label htmlFor="package-featured">{t('contentPackageFeatured')}</label>
        </div>
      </div>
    </ContentRecordPage>
  );
}
