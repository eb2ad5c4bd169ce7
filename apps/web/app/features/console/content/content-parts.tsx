import { localInputOf } from '@forum/contract/console/content-rules';
import type { MediaType } from '@forum/contract/media';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { CoordinateFields } from '~/components/coordinate-fields.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ConsoleBilingualField, ImageField, MomentField } from '~/features/console/form/console-form.tsx';
import { type PairName, pairOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage } from '~/features/console/form/record-page.tsx';
import type { FieldProps } from '~/features/forms/use-form.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatTime } from '~/utils/dates.ts';
import contentCss from './content.css?inline';
import { PICTURE_FILE, PICTURE_RULES } from './picture-field.ts';

/** A link to a record's page in the console, under /admin, in the page's language. */
export function RecordLink({ path, children, testId }: { path: string; children: ReactNode; testId?: string }) {
  const to = useLocalePath();
  return (
    <Link to={to(`/admin/${path}`)} {...(testId ? { 'data-testid': testId } : {})}>
      {children}
    </Link>
  );
}

/** A content list's link to its new record's form (`path`: the list's folder under /admin), under the heading. */
export function NewRecordLink({ path, label, testId }: { path: string; label: MessageKey; testId: string }) {
  const { t } = useI18n();
  return (
    <p>
      <RecordLink path={`${path}/new`} testId={testId}>
        {t(label)}
      </RecordLink>
    </p>
  );
}

/** A moment in the forum's time zone, its time read left to right inside Arabic (decision 034). */
export function ContentWhen({ iso }: { iso: string | null }) {
  const { locale } = useI18n();
  const timeZone = useForumTimeZone();
  if (!iso) return null;
  return (
    <time dateTime={iso}>
      {formatDay(iso, locale, timeZone)} <bdi dir="ltr">{formatTime(iso, locale, timeZone)}</bdi>
    </time>
  );
}

/** A bilingual record's name in the page's language: the console lists read in the staff member's language. */
export function InLanguage({ ar, en }: { ar: string; en: string }) {
  const { locale } = useI18n();
  return <bdi>{locale === 'ar' ? ar || en : en || ar}</bdi>;
}

/** The content pages' own styles (decision 015: a route's styles written with the page). */
export function ContentStyles() {
  return <RouteStyles name="console-content" sheet={contentCss} />;
}

/**
 * A content record's page: `RecordPage` as every content edit page frames it, from what its loader
 * answers (`page`: the record, base and history) and its `ContentRecord` (`spec`: the list, the new
 * one's title and the text that names it, the heading). Deleting says the same on every content page;
 * the content styles come first.
 *
 *   <ContentRecordPage page={loaderData} spec={FAQ} form={form} testId="faq">…fields…</ContentRecordPage>
 */
export function ContentRecordPage<R extends object>({
  page,
  spec,
  children,
  ...rest
}: {
  page: Pick<ComponentProps<typeof RecordPage>, 'base' | 'history'> & { record: R | null };
  spec: { list: string; newTitle: MessageKey; name: PairName<R> };
} & Pick<ComponentProps<typeof RecordPage>, 'form' | 'testId' | 'hasFiles' | 'after' | 'children'>) {
  const { t, locale } = useI18n();
  const name = page.record && pairOf(page.record, spec.name);
  return (
    <RecordPage
      {...rest}
      history={page.history}
      base={page.base}
      list={spec.list}
      heading={name ? <bdi>{locale === 'ar' ? name.ar : name.en}</bdi> : t(spec.newTitle)}
      isNew={!name}
      deleteText={t('contentDeleteText')}
    >
      <ContentStyles />
      {children}
    </RecordPage>
  );
}

const mediaTypeLabels = {
  news: 'contentMediaNews',
  gallery: 'contentMediaGallery',
  video: 'contentMediaVideo',
  press: 'contentMediaPress',
} as const satisfies Record<MediaType, MessageKey>;

/** A media item's type in words. */
export function MediaTypeName({ type }: { type: MediaType }) {
  const { t } = useI18n();
  return <>{t(mediaTypeLabels[type])}</>;
}

export const mediaTypeOptions = (t: (key: MessageKey) => string) =>
  (Object.keys(mediaTypeLabels) as MediaType[]).map((type) => ({ value: type, label: t(mediaTypeLabels[type]) }));

/**
 * A record's picture (decision 065): the hidden field of its current address (`name`: `imageUrl`,
 * `coverUrl`), which the form sends back unchanged, and the file field that replaces it (the action
 * uploads the file first: `uploadedPicture`). After a refusal the address sent comes back from `form`.
 */
export function RecordPicture({
  name,
  label,
  current,
  form,
}: {
  name: string;
  label: string;
  current: string | null | undefined;
  /** The page's form: what it echoes of the field after a refusal, and the field's error. */
  form: { values: Readonly<Record<string, string>>; errors: Readonly<Partial<Record<string, string>>> };
}) {
  const { t } = useI18n();
  const echoed = form.values[name];
  const error = form.errors[name];
  return (
    <>
      <input type="hidden" name={name} value={current ?? echoed ?? ''} />
      <ImageField
        name={PICTURE_FILE}
        label={label}
        hint={t('uploadHint', { size: PICTURE_RULES.maxBytes / 1024 / 1024 })}
        rules={PICTURE_RULES}
        wrongType={t('contentImageWrongType')}
        currentUrl={current ?? null}
        {...(error ? { error } : {})}
      />
    </>
  );
}

type ArticlePart = 'title' | 'summary' | 'body';

/** The title, summary and body of an article-like record (a media item, a service), each in both languages. */
export function ArticleTexts({ bilingual }: { bilingual: (base: ArticlePart) => { ar: FieldProps; en: FieldProps } }) {
  const { t } = useI18n();
  return (
    <>
      <ConsoleBilingualField
        {...bilingual('title')}
        labels={{ ar: t('contentEventTitleAr'), en: t('contentEventTitleEn') }}
      />
      <ConsoleBilingualField
        {...bilingual('summary')}
        multiline
        rows={3}
        labels={{ ar: t('contentMediaSummaryAr'), en: t('contentMediaSummaryEn') }}
      />
      <ConsoleBilingualField
        {...bilingual('body')}
        multiline
        rows={8}
        labels={{ ar: t('contentPageBodyAr'), en: t('contentPageBodyEn') }}
      />
    </>
  );
}

/** A time of a content record (an event's start, a media item's publication), required, on the forum's clock. */
export function RecordMoment({
  field,
  label,
  hint,
}: {
  /** Its `defaultValue` is the saved moment (ISO, from `useForm`'s `defaults`), none for a new record. */
  field: FieldProps;
  label: MessageKey;
  hint: MessageKey;
}) {
  const { t } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <MomentField
      {...field}
      required
      label={t(label)}
      hint={t(hint)}
      value={field.defaultValue ? localInputOf(field.defaultValue, timeZone) : ''}
    />
  );
}

/** A record's place (a branch, an event's venue): its coordinates in degrees, as the record holds them (`defaults`). */
export function RecordCoordinates({ latitude, longitude }: { latitude: FieldProps; longitude: FieldProps }) {
  const { t } = useI18n();
  return (
    <CoordinateFields
      latitude={{ ...latitude, label: t('contentLatitude') }}
      longitude={{ ...longitude, label: t('contentLongitude') }}
    />
  );
}
