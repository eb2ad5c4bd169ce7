import type { AuditEntry } from '@forum/contract/console/audit';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatDay, formatTime } from '~/utils/dates.ts';
import auditCss from './audit.css?inline';

/** When an entry was written, in the forum's time zone (Latin digits, decision 034). */
export function AuditWhen({ iso }: { iso: string }) {
  const { locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <time dateTime={iso} className="audit-when">
      {formatDay(iso, locale, timeZone)} <bdi dir="ltr">{formatTime(iso, locale, timeZone)}</bdi>
    </time>
  );
}

/** A value as a person reads it: text as it is, anything else as JSON; an absent value says so. */
function AuditValue({ value }: { value: unknown }) {
  const { t } = useI18n();
  if (value === null || value === undefined || value === '')
    return <span className="audit-empty">{t('auditEmpty')}</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // a number, a code or a date reads left to right; text takes its own direction (bdi)
  return typeof value === 'string' ? <bdi>{text}</bdi> : <bdi dir="ltr">{text}</bdi>;
}

/**
 * What an entry changed, field by field: before and after (an update keeps only the fields that
 * changed, a creation only "after", a deletion only "before"; apps/api/src/console/audit.ts).
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t } = useI18n();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <>
      <RouteStyles name="audit" sheet={auditCss} />
      <table className="audit-changes">
        <thead>
          <tr>
            <th scope="col">{t('auditField')}</th>
            <th scope="col">{t('auditBefore')}</th>
            <th scope="col">{t('auditAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row">
                <bdi dir="ltr">{field}</bdi>
              </th>
              <td className="audit-changes__before">
                <AuditValue value={entry.before?.[field]} />
              </td>
              <td className="audit-changes__after">
                <AuditValue value={entry.after?.[field]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
