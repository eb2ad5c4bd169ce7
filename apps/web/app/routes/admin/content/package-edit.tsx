import type { ConsolePackage } from '@forum/contract/console/content-schemas';
import { adminUpdatePackageForm } from '@forum/contract/form-fields/admin.updatePackage';
import { TextField } from '~/components/form.tsx';
import { ContentStyles } from '~/features/console/content/content-parts.tsx';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { loadRecordPage } from '~/features/console/form/record-page.server.ts';
import { RecordPage, recordPageMeta } from '~/features/console/form/record-page.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/package-edit';

const LIST = '/admin/sponsorship-packages';
const FIELDS = [
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
] as const satisfies readonly (keyof ConsolePackage)[];

/** GET /admin/sponsorship-packages/:id (`new` for a new one): a package, its price and its benefits in both languages. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => route.api.call('admin.package', { params: { id } }),
    entity: 'sponsorshipPackage',
    newTitle: route.t('contentPackageNew'),
    base: (pack) => baseOf(pack, FIELDS),
    title: (pack) => pack.nameEn,
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createPackage', update: 'admin.updatePackage', remove: 'admin.deletePackage' },
    words: contentWords(form),
  });
}

export const meta = recordPageMeta;

export default function PackageEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { record: pack, base, history } = loaderData;
  const form = useForm(adminUpdatePackageForm);
  const { field, bilingual } = form;
  return (
    <RecordPage
      history={history}
      form={form}
      base={base}
      list={LIST}
      heading={pack ? <bdi>{locale === 'ar' ? pack.nameAr : pack.nameEn}</bdi> : t('contentPackageNew')}
      isNew={!pack}
      testId="package"
      deleteText={t('contentDeleteText')}
    >
      <ContentStyles />
      <ConsoleBilingualField
        {...bilingual('name')}
        labels={{ ar: t('contentPackageNameAr'), en: t('contentPackageNameEn') }}
        defaultValues={{ ar: pack?.nameAr ?? '', en: pack?.nameEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('description')}
        multiline
        rows={3}
        labels={{ ar: t('contentEventDescriptionAr'), en: t('contentEventDescriptionEn') }}
        defaultValues={{ ar: pack?.descriptionAr ?? '', en: pack?.descriptionEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('benefits')}
        multiline
        rows={8}
        labels={{ ar: t('contentPackageBenefitsAr'), en: t('contentPackageBenefitsEn') }}
        defaultValues={{ ar: pack?.benefitsAr ?? '', en: pack?.benefitsEn ?? '' }}
      />
      <div className="form__row">
        <TextField
          {...field('price')}
          type="number"
          step="0.01"
          dir="ltr"
          label={t('contentPackagePrice')}
          defaultValue={pack ? String(pack.price) : ''}
        />
        <TextField
          {...field('slots')}
          type="number"
          dir="ltr"
          label={t('contentPackageSlots')}
          defaultValue={pack ? String(pack.slots) : '1'}
        />
      </div>
      <div className="form__row">
        {/* a colour picker always holds a colour: no pattern nor `required`, which HTML refuses on it */}
        <TextField
          {...field('color')}
          pattern={undefined}
          required={undefined}
          type="color"
          label={t('contentPackageColor')}
          defaultValue={pack?.color ?? '#0b2a5b'}
        />
        <TextField
          {...field('sortOrder')}
          type="number"
          dir="ltr"
          label={t('contentSortOrder')}
          defaultValue={pack ? String(pack.sortOrder) : '0'}
        />
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
    </RecordPage>
  );
}
