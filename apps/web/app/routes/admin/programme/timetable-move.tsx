import { PLACED_SESSION_MINUTES } from '@forum/contract/console/programme';
import { programmeMoveSessionForm } from '@forum/contract/form-fields/programme.moveSession';
import { Form, Link } from 'react-router';
import { EchoedValues, FormMessages, SubmitButton } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import css from '~/features/console/programme/programme.css?inline';
import { SlotFields } from '~/features/console/programme/record-parts.tsx';
import { localTimeOf } from '~/features/console/programme/timetable-grid.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/timetable-move';
import { moveAnswer, programmeMeta, TIMETABLE_PATH } from './programme-paths.ts';

/**
 * One session's move as a form (decision 063): what the timetable's drag and keyboard do, for a page
 * without scripts and for phones. It posts the same call; a refusal (another session in the hall, the
 * slot changed meanwhile) comes back beside its field. An unscheduled session (decision 071) is placed
 * by the same form, offered the timetable's day (`?day=`) at the day's opening and its usual length.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = Number(route.id(args.params.id));
  const [answer, halls] = await Promise.all([
    route.api.call('programme.session', { params: { id } }),
    route.api.call('programme.halls', { query: { perPage: 100 } }),
  ]);
  const { session } = route.need(answer, { notFound: [400, 404] });
  const day = route.url.searchParams.get('day');
  return { session, halls: route.need(halls).items, day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id < 1) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const result = await form.send('programme.moveSession', { params: { id } });
  return form.answer(result, {
    ...moveAnswer(form),
    to: (done) => form.to(withQuery(TIMETABLE_PATH, { day: done.session.day })),
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return programmeMeta(matches, (t) => t('programmeMoveTitle', { title: loaderData?.session.title ?? '' }));
}

/** Where an unscheduled session is offered: the day shown, 10:00 for the usual length (decision 071). */
function placeOffer(day: string | null) {
  if (!day) return { start: '', end: '' };
  const opens = 10 * 60;
  return { start: localTimeOf(day, opens), end: localTimeOf(day, opens + PLACED_SESSION_MINUTES) };
}

export default function TimetableMove({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { session, halls, day } = loaderData;
  const { formRef, field, choice, onSubmit, isSubmitting, inlineMessages, values } = useForm(programmeMoveSessionForm);
  const base = JSON.stringify({ hallId: session.hallId, startsAt: session.localStart, endsAt: session.localEnd });
  const offered = placeOffer(day);
  const backDay = session.day ?? day;
  return (
    <section className="programme-page programme-move" data-testid="programme-move">
      <RouteStyles name="admin-programme" sheet={css} />
      <h1 className="programme-page__title">
        {t(session.hallId === null ? 'programmeTimetablePlace' : 'programmeMoveTitle', { title: session.title })}
      </h1>
      <p className="programme-page__lead">{t('programmeMoveLead', { step: 5 })}</p>
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form">
        <EchoedValues values={values}>
          <input type="hidden" name="base" value={base} />
          <SlotFields
            hall={choice('hallId')}
            start={field('startsAt')}
            end={field('endsAt')}
            halls={halls}
            values={{
              hallId: String(session.hallId ?? halls[0]?.id ?? ''),
              startsAt: session.localStart || offered.start,
              endsAt: session.localEnd || offered.end,
            }}
          />
          <FormMessages messages={inlineMessages} />
          <div className="programme-actions">
            <SubmitButton isSubmitting={isSubmitting}>{t('programmeMoveSubmit')}</SubmitButton>
            <Link to={withQuery(to(TIMETABLE_PATH), { day: backDay })}>{t('programmeBackToTimetable')}</Link>
          </div>
        </EchoedValues>
      </Form>
    </section>
  );
}
