import { byDay, overlapsOf } from '@forum/contract/agenda';
import type { SessionSummary } from '@forum/contract/conference';
import type { CalendarFeed, Wishlist } from '@forum/contract/wishlist';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { ServedWishlist } from '~/features/wishlist/heart.tsx';
import { useWishlist } from '~/features/wishlist/wishlist-provider.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { DayName, SessionCard, sessionPath, ZoneNote } from '~/routes/conference/conference-parts.tsx';
import { CalendarSubscription } from './calendar-subscription.tsx';
import savedAgendaCss from './saved-agenda.css?inline';

/**
 * The personal agenda (/my-agenda/conference-sessions, /account/agenda: docs/product/conference-and-workshops.md):
 * the saved sessions day by day, a warning on each that overlaps another, the calendar subscription and a
 * printable page.
 */
export function SavedAgenda({
  loaded,
  calendarFeed,
  headingLevel = 2,
}: {
  loaded: Wishlist;
  calendarFeed: CalendarFeed | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const wishlist = useWishlist();
  const { adopt } = wishlist;
  // the page's own list first, then the shared one (hearts elsewhere on the page change it)
  useEffect(() => adopt(loaded), [adopt, loaded]);
  const sessions = wishlist.sessions ?? loaded.conferenceSessions;
  const clashes = clashesOf(sessions);
  const DayHeading = headingLevel === 2 ? 'h2' : 'h3';

  if (sessions.length === 0) {
    return (
      <div className="empty-box" data-testid="my-agenda-empty">
        <p>{t('myAgendaEmpty')}</p>
        <Link to={to('/conference/agenda')} className="button button--secondary">
          {t('conferenceSeeAgenda')}
        </Link>
      </div>
    );
  }

  return (
    <ServedWishlist record={loaded}>
      <div className="saved-agenda" data-testid="my-agenda">
        <RouteStyles name="saved-agenda" sheet={savedAgendaCss} />
        <div className="saved-agenda__tools no-print">
          <p role="status">{t('myAgendaCount', { count: sessions.length })}</p>
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            {t('myAgendaPrint')}
          </button>
          <ClearAgendaButton count={sessions.length} />
        </div>
        {clashes.size > 0 && (
          <p className="overlap-warning" role="note" data-testid="overlap-summary">
            {t('myAgendaOverlapSummary', { count: clashes.size })}
          </p>
        )}
        <ZoneNote at={sessions[0]?.startsAt ?? new Date().toISOString()} />
        {byDay(sessions).map((group) => (
          <section key={group.day} className="saved-agenda__day" aria-labelledby={`saved-day-${group.day}`}>
            <DayHeading id={`saved-day-${group.day}`} className="agenda-slot__day">
              <DayName day={group.day} isLong />
            </DayHeading>
            <ul className="session-list">
              {group.items.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} headingLevel={headingLevel === 2 ? 3 : 4} />
                  <OverlapWarning others={clashes.get(session.id)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <CalendarSubscription served={calendarFeed} />
      </div>
    </ServedWishlist>
  );
}

/** For each saved session, the other saved sessions it overlaps. */
function clashesOf(sessions: SessionSummary[]): Map<number, SessionSummary[]> {
  const clashes = new Map<number, SessionSummary[]>();
  for (const [a, b] of overlapsOf(sessions)) {
    clashes.set(a.id, [...(clashes.get(a.id) ?? []), b]);
    clashes.set(b.id, [...(clashes.get(b.id) ?? []), a]);
  }
  return clashes;
}

function OverlapWarning({ others }: { others: SessionSummary[] | undefined }) {
  const { t } = useI18n();
  const to = useLocalePath();
  if (!others?.length) return null;
  return (
    <p className="overlap-warning" data-testid="overlap-warning">
      {t('myAgendaOverlaps')}{' '}
      {others.map((other, index) => (
        <span key={other.id}>
          {index > 0 && t('listSeparator')}
          <Link to={to(sessionPath(other.id))}>{other.title}</Link>
        </span>
      ))}
    </p>
  );
}

/** Empties the agenda (its sessions only), after asking: a form of the wishlist's action. */
function ClearAgendaButton({ count }: { count: number }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const wishlist = useWishlist();
  const fetcher = useActionFetcher<{ record: Wishlist }>((answer) => wishlist.adopt(answer.record));
  return (
    <fetcher.Form method="post" action={to('/wishlist')} className="saved-agenda__clear">
      <ActionFields />
      <input type="hidden" name="kind" value="conferenceSession" />
      <ConfirmSubmit
        name="intent"
        value="flush"
        label={t('myAgendaClear')}
        className="button button--ghost"
        testId="my-agenda-clear"
        isBusy={fetcher.state !== 'idle'}
        title={t('myAgendaClearTitle')}
        text={t('myAgendaClearText', { count })}
        confirmLabel={t('myAgendaClear')}
        cancelLabel={t('workshopKeep')}
      />
    </fetcher.Form>
  );
}
