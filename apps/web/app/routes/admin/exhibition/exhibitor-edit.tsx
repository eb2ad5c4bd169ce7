import { consoleExhibitionUpdateExhibitorForm } from '@forum/contract/form-fields/consoleExhibition.updateExhibitor';
import { BilingualField } from '~/components/bilingual-field.tsx';
import { SelectField, TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { ImageUpload } from '~/routes/account/image-upload.tsx';
import type { Route } from './+types/exhibitor-edit';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths, idOf } from './exhibition-admin.ts';

/** The company's record in both languages, and the categories to choose from. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = idOf(args.params.id);
  if (id === null) throw route.notFound();
  const [record, categories, history] = await Promise.all([
    route.api.call('consoleExhibition.exhibitorForm', { params: { id } }),
    route.api.call('exhibition.categories'),
    loadRecordHistory(route, 'exhibitor', id),
  ]);
  const { exhibitor } = route.need(record, { notFound: [404] });
  return { exhibitor, categories: route.need(categories).items, history };
}

/**
 * Saves the record: a chosen logo is uploaded first (POST /uploads, as the staff member), then the fields
 * with `base`, the values the form opened with, so that a change made meanwhile is refused, not overwritten.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = idOf(args.params.id);
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const body = form.bodyOf('consoleExhibition.updateExhibitor');
  delete body.logoUpload;
  const file = form.form.get('logoFile');
  if (file !== null && typeof file !== 'string' && file.size > 0) {
    const upload = new FormData();
    upload.append('purpose', 'logo');
    upload.append('file', file, file.name);
    const uploaded = await form.send('uploads.create', { body: upload });
    if (!uploaded.ok) {
      const errors = uploaded.errors.map((error) => (error.key === 'file' ? { ...error, key: 'logoUpload' } : error));
      return form.answer({ ...uploaded, errors }, { fields: ['logoUpload'] });
    }
    body.logoUpload = uploaded.data.upload.id;
  }
  const result = await form.send('consoleExhibition.updateExhibitor', { params: { id }, body });
  return consoleAnswer(form, result, {
    to: form.to(adminPaths.exhibitorEdit(id)),
    message: form.t('exhibitionAdminSaved'),
    fields: ['logoUpload'],
  });
}

export function meta({ matches, data }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminEditTitle', { name: data?.exhibitor.nameAr ?? '' });
}

export default function ExhibitorEdit({ loaderData }: Route.ComponentProps) {
  const { exhibitor, categories, history } = loaderData;
  const { t, locale } = useI18n();
  const form = useForm(consoleExhibitionUpdateExhibitorForm, { extra: ['logoFile'], defaults: exhibitor });
  const { field, choice, bilingual, clearError } = form;
  // what the form opened with: the API refuses the save if any of it changed meanwhile
  const base = JSON.stringify({
    nameAr: exhibitor.nameAr,
    nameEn: exhibitor.nameEn,
    descriptionAr: exhibitor.descriptionAr,
    descriptionEn: exhibitor.descriptionEn,
    category: exhibitor.category.id,
    country: exhibitor.country,
    website: exhibitor.website ?? '',
    email: exhibitor.email ?? '',
    telephone: exhibitor.telephone ?? '',
    logoUrl: exhibitor.logoUrl,
  });
  const name = locale === 'en' ? exhibitor.nameEn || exhibitor.nameAr : exhibitor.nameAr;
  // the record frame (decision 061); the key: a save comes back to this page, whose form starts again from
  // what the server now holds. No Delete: an exhibitor leaves by the review's decision, not from here.
  return (
    <RecordPage
      history={history}
      key={base}
      form={form}
      base={base}
      list={adminPaths.exhibitor(exhibitor.id)}
      backLabel={name}
      heading={t('exhibitionAdminEditTitle', { name })}
      isNew={false}
      canDelete={false}
      testId="admin-exhibitor"
      deleteText=""
      hasFiles
    >
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <BilingualField
        {...bilingual('name')}
        labels={{ ar: t('exhibitionAdminNameAr'), en: t('exhibitionAdminNameEn') }}
        required
      />
      <BilingualField
        {...bilingual('description')}
        labels={{ ar: t('exhibitionAdminDescriptionAr'), en: t('exhibitionAdminDescriptionEn') }}
        multiline
        rows={4}
      />
      <div className="form__row">
        <SelectField
          {...choice('category')}
          label={t('exhibitionAdminCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          defaultValue={String(exhibitor.category.id)}
        />
        <TextField {...field('country')} label={t('exhibitionAdminCountry')} dir="ltr" />
      </div>
      <div className="form__row">
        <TextField {...field('website')} label={t('exhibitionAdminWebsite')} dir="ltr" />
        <TextField {...field('email')} label={t('exhibitionAdminEmail')} dir="ltr" />
        <TextField {...field('telephone')} label={t('exhibitionAdminTelephone')} dir="ltr" />
      </div>
      <ImageUpload
        purpose="logo"
        label={t('exhibitionAdminLogo')}
        currentUrl={exhibitor.logoUrl || null}
        alt=""
        onEdit={clearError}
        error={field('logoUpload').error}
      />
    </RecordPage>
  );
}
