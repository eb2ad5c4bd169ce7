import type { ConsoleService } from '@forum/contract/console/content-schemas';
import { Form } from 'react-router';
import { EchoedValues, FormMessages, SubmitButton, TextField } from '~/components/form.tsx';
import { ContentStyles, RecordLink } from '~/features/console/content/content-parts.tsx';
import { uploadedPicture } from '~/features/console/content/content-picture.server.ts';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { PICTURE_FILE } from '~/features/console/content/picture-field.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import {
  BaseField,
  ConfirmButton,
  ConfirmStep,
  ConsoleBilingualField,
  ImageField,
  StaleSummary,
} from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/service-edit';

const LIST = '/admin/services';
const PICTURE_RULES = uploadRulesOf('logo');
const FIELDS = [
  'titleAr',
  'titleEn',
  'summaryAr',
  'summaryEn',
  'bodyAr',
  'bodyEn',
  'icon',
  'imageUrl',
  'sortOrder',
] as const satisfies readonly (keyof ConsoleService)[];

/** GET /admin/services/:id (`new` for a new one): a service, its text in both languages and its picture. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  if (args.params.id === 'new') return { service: null, base: '', title: route.t('contentServiceNew') };
  const id = route.id(args.params.id);
  const service = route.need(await route.api.call('admin.service', { params: { id } }), { notFound: [400, 404] });
  return { service, base: baseOf(service, FIELDS), title: service.titleEn };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createService', update: 'admin.updateService', remove: 'admin.deleteService' },
    words: contentWords(form),
    // a chosen picture is uploaded first; its address completes the body
    complete: async () => {
      const picture = await uploadedPicture(form, 'admin.servicePicture', 'imageUrl');
      return Array.isArray(picture) ? picture : picture ? { imageUrl: picture } : null;
    },
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function ServiceEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { service, base } = loaderData;
  const { formRef, field, bilingual, onSubmit, isSubmitting, inlineMessages, values, errors } =
    useForm('admin.updateService');
  const pair = (name: 'title' | 'summary' | 'body') =>
    service ? { ar: service[`${name}Ar`], en: service[`${name}En`] } : { ar: '', en: '' };
  return (
    <section className="console-page" aria-labelledby="service-title" data-testid="service-edit">
      <ContentStyles />
      <p>
        <RecordLink path="services">{t('contentBackToList')}</RecordLink>
      </p>
      <h1 id="service-title">
        {service ? <bdi>{locale === 'ar' ? service.titleAr : service.titleEn}</bdi> : t('contentServiceNew')}
      </h1>
      <ConfirmStep />
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} encType="multipart/form-data" className="form">
        <StaleSummary />
        <BaseField base={base} />
        <EchoedValues values={values}>
          <ConsoleBilingualField
            {...bilingual('title')}
            labels={{ ar: t('contentEventTitleAr'), en: t('contentEventTitleEn') }}
            defaultValues={pair('title')}
          />
          <ConsoleBilingualField
            {...bilingual('summary')}
            multiline
            rows={3}
            labels={{ ar: t('contentMediaSummaryAr'), en: t('contentMediaSummaryEn') }}
            defaultValues={pair('summary')}
          />
          <ConsoleBilingualField
            {...bilingual('body')}
            multiline
            rows={8}
            labels={{ ar: t('contentPageBodyAr'), en: t('contentPageBodyEn') }}
            defaultValues={pair('body')}
          />
          <div className="form__row">
            <TextField
              {...field('icon')}
              dir="ltr"
              label={t('contentServiceIcon')}
              hint={t('contentServiceIconHint')}
              defaultValue={service?.icon ?? ''}
            />
            <TextField
              {...field('sortOrder')}
              type="number"
              dir="ltr"
              label={t('contentSortOrder')}
              defaultValue={service ? String(service.sortOrder) : '0'}
            />
          </div>
          <input type="hidden" name="imageUrl" value={service?.imageUrl ?? values.imageUrl ?? ''} />
          <ImageField
            name={PICTURE_FILE}
            label={t('contentImage')}
            hint={t('uploadHint', { size: PICTURE_RULES.maxBytes / 1024 / 1024 })}
            rules={PICTURE_RULES}
            wrongType={t('contentImageWrongType')}
            currentUrl={service?.imageUrl ?? null}
            {...(errors.imageUrl ? { error: errors.imageUrl } : {})}
          />
        </EchoedValues>
        <FormMessages messages={inlineMessages} />
        <div className="console-actions">
          <SubmitButton isSubmitting={isSubmitting}>{service ? t('contentSave') : t('contentCreate')}</SubmitButton>
          {service ? (
            <ConfirmButton
              name="intent"
              value="delete"
              label={t('contentDelete')}
              title={t('contentDeleteTitle')}
              text={t('contentDeleteText')}
              confirmLabel={t('contentDelete')}
              testId="service-delete"
            />
          ) : null}
        </div>
      </Form>
    </section>
  );
}
