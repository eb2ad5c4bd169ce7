import { Link } from 'react-router';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import { AuditChanges, AuditWhen } from './audit-parts.tsx';
import type { RecordHistoryData } from './record-history.server.ts';

/**
 * A record's history on its edit page (decision 062): its latest changes (who, when, what) and a link to
 * all of them in the audit log, filtered to the record. Data from `loadRecordHistory` in the loader;
 * nothing is shown to staff who may not read the log.
 */
export function RecordHistory({ history }: { history: RecordHistoryData | null }) {
  const { t } = useI18n();
  const to = useLocalePath();
  if (!history) return null;
  const href = withQuery(to('/admin/audit'), { entity: history.entity, entityId: history.entityId });
  return (
    <section className="record-history" aria-labelledby="record-history-title" data-testid="record-history">
      <h2 id="record-history-title">{t('auditHistory')}</h2>
      {history.entries.length === 0 ? (
        <p>{t('auditHistoryNone')}</p>
      ) : (
        <ol className="record-history__list">
          {history.entries.map((entry) => (
            <li key={entry.id}>
              <p>
                <AuditWhen iso={entry.createdAt} /> · <bdi dir="ltr">{entry.actorEmail}</bdi> ·{' '}
                <bdi dir="ltr">{entry.action}</bdi>
              </p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <Link to={href}>{t('auditHistoryAll')}</Link>
    </section>
  );
}
