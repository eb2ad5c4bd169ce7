import type { ConsoleBranch } from '@forum/contract/console/content-schemas';
import { Form } from 'react-router';
import { EchoedValues, FormMessages, SubmitButton, TextField } from '~/components/form.tsx';
import { ContentStyles, RecordLink } from '~/features/console/content/content-parts.tsx';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import {
  BaseField,
  ConfirmButton,
  ConfirmStep,
  ConsoleBilingualField,
  StaleSummary,
} from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/branch-edit';

const LIST = '/admin/branches';
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

/** GET /admin/branches/:id (`new` for a new one): a branch, where it is and when it opens, in both languages. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  if (args.params.id === 'new') return { branch: null, base: '', title: route.t('contentBranchNew') };
  const id = route.id(args.params.id);
  const branch = route.need(await route.api.call('admin.branch', { params: { id } }), { notFound: [400, 404] });
  return { branch, base: baseOf(branch, FIELDS), title: branch.nameEn };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createBranch', update: 'admin.updateBranch', remove: 'admin.deleteBranch' },
    words: contentWords(form),
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function BranchEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { branch, base } = loaderData;
  const { formRef, field, bilingual, onSubmit, isSubmitting, inlineMessages, values } = useForm('admin.updateBranch');
  return (
    <section className="console-page" aria-labelledby="branch-title" data-testid="branch-edit">
      <ContentStyles />
      <p>
        <RecordLink path="branches">{t('contentBackToList')}</RecordLink>
      </p>
      <h1 id="branch-title">
        {branch ? <bdi>{locale === 'ar' ? branch.nameAr : branch.nameEn}</bdi> : t('contentBranchNew')}
      </h1>
      <ConfirmStep />
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form">
        <StaleSummary />
        <BaseField base={base} />
        <EchoedValues values={values}>
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
          <div className="form__row">
            <TextField
              {...field('latitude')}
              type="number"
              step="any"
              dir="ltr"
              label={t('contentLatitude')}
              defaultValue={branch ? String(branch.latitude) : ''}
            />
            <TextField
              {...field('longitude')}
              type="number"
              step="any"
              dir="ltr"
              label={t('contentLongitude')}
              defaultValue={branch ? String(branch.longitude) : ''}
            />
          </div>
        </EchoedValues>
        <FormMessages messages={inlineMessages} />
        <div className="console-actions">
          <SubmitButton isSubmitting={isSubmitting}>{branch ? t('contentSave') : t('contentCreate')}</SubmitButton>
          {branch ? (
            <ConfirmButton
              name="intent"
              value="delete"
              label={t('contentDelete')}
              title={t('contentDeleteTitle')}
              text={t('contentDeleteText')}
              confirmLabel={t('contentDelete')}
              testId="branch-delete"
            />
          ) : null}
        </div>
      </Form>
    </section>
  );
}
