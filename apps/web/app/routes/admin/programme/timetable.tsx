import { RouteStyles } from '~/components/route-styles.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { type SlotMove, TimetableGrid } from '~/features/console/programme/timetable-grid.tsx';
import { isActionFailure } from '~/features/forms/form-errors.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatLongDay, middayOf } from '~/utils/dates.ts';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/timetable';
import { moveAnswer, programmeMeta, SESSIONS_PATH, TIMETABLE_PATH, titleOf } from './programme-paths.ts';

/** A day's timetable (decision 063): `?day=2027-02-17`, the forum's first day without it. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const day = route.url.searchParams.get('day');
  const query = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {};
  const timetable = route.need(await route.api.call('programme.timetable', { query }));
  return { timetable };
}

/** A move sent by the page's script (a drag, the keyboard): the same call as the move form's. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args, { small: true });
  const id = Number(form.text('session'));
  if (!Number.isSafeInteger(id) || id < 1) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const result = await form.send('programme.moveSession', { params: { id } });
  return form.answer(result, moveAnswer(form));
}

export function meta({ matches }: Route.MetaArgs) {
  return programmeMeta(matches, titleOf('programmeTimetableTitle'));
}

export default function TimetablePage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { timetable } = loaderData;
  const fetcher = useActionFetcher<{ warnings: string[] }>();
  const busy = fetcher.state === 'idle' ? null : Number(fetcher.formData?.get('session') ?? 0) || null;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  function send(move: SlotMove) {
    fetcher.submit(
      {
        session: String(move.id),
        hallId: String(move.hallId),
        startsAt: move.startsAt,
        endsAt: move.endsAt,
        base: move.base,
        _enhanced: '1',
        returnTo: withQuery(to(TIMETABLE_PATH), { day: timetable.day }),
      },
      { method: 'post' },
    );
  }

  return (
    <section className="programme-page" data-testid="programme-timetable">
      <RouteStyles name="admin-programme" sheet={css} />
      <header className="programme-page__header">
        <h1 className="programme-page__title">{t('programmeTimetableTitle')}</h1>
      </header>
      <p className="programme-page__lead">
        {t('programmeTimetableLead', { step: timetable.step, zone: timetable.timeZone })}
      </p>
      <nav aria-label={t('programmeTimetableDays')}>
        <ul className="programme-days">
          {timetable.days.map((day) => (
            <li key={day}>
              <a
                href={withQuery(to(TIMETABLE_PATH), { day })}
                aria-current={day === timetable.day ? 'page' : undefined}
              >
                {formatLongDay(middayOf(day), locale, timetable.timeZone)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p
        className={`timetable__said${answer && isActionFailure(answer) ? ' is-refused' : ''}`}
        role="status"
        data-testid="timetable-answer"
      >
        {busy !== null
          ? t('programmeTimetableSaving')
          : answer
            ? isActionFailure(answer)
              ? [...Object.values(answer.fields), ...answer.messages].join(' ')
              : [answer.message, ...(answer.warnings ?? [])].join(' ')
            : ''}
      </p>
      {timetable.halls.length === 0 ? (
        <p>{t('programmeTimetableNoHalls')}</p>
      ) : (
        <TimetableGrid
          timetable={timetable}
          busyId={busy}
          onMove={send}
          moveHref={(id) => withQuery(to(`${TIMETABLE_PATH}/${id}/move`), { day: timetable.day })}
          heading={
            <>
              <h2 className="visually-hidden">
                {t('programmeTimetableGrid', {
                  day: formatLongDay(middayOf(timetable.day), locale, timetable.timeZone),
                })}
              </h2>
              {timetable.sessions.length === 0 ? <p>{t('programmeTimetableEmpty')}</p> : null}
            </>
          }
          side={
            <ul className="timetable__side-links">
              <li>
                <a href={withQuery(to(`${SESSIONS_PATH}/new`), { day: timetable.day })}>{t('programmeAddSession')}</a>
              </li>
              {timetable.unscheduled.length > 0 ? (
                <li>
                  <a href={withQuery(to(SESSIONS_PATH), { scheduled: 'no' })}>
                    {t('programmeTimetableUnscheduledAll')}
                  </a>
                </li>
              ) : null}
            </ul>
          }
        />
      )}
    </section>
  );
}
