import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FormMessages } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { RecordHistory } from '~/features/console/audit/record-history.tsx';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { BaseField, ConfirmButton, ConfirmStep, StaleSummary } from '~/features/console/form/console-form.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { nameOf, stateLabels, typeLabels, USERS_PATH, userPath } from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/user';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = Number(route.id(args.params.id));
  const user = route.need(await route.api.call('people.user', { params: { id } }), { notFound: [400, 404] });
  return { user, history: await loadRecordHistory(route, 'user', id) };
}

/** The actions asked first, each its question's title, text (naming the email) and button. */
const QUESTIONS = {
  disable: ['peopleDisableTitle', 'peopleDisableText', 'peopleDisable'],
  reset: ['peopleResetTitle', 'peopleResetText', 'peopleReset'],
  delete: ['peopleDeleteTitle', 'peopleDeleteText', 'peopleDelete'],
} as const;

/**
 * Disable, enable, reset the password, delete (decision 066): the destructive ones asked first (a dialog,
 * or a step of the page without scripts). The form carries the state the page was opened with (`base`):
 * a change made meanwhile by someone else is refused, not overwritten.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  const intent = form.text('intent');
  const email = form.text('email');
  const body = { base: form.text('base') || undefined };
  const back = form.to(userPath(id));
  if (intent === 'disable' || intent === 'reset' || intent === 'delete') {
    const [title, text, confirmLabel] = QUESTIONS[intent];
    const asked = askConfirm(form, {
      title: form.t(title),
      text: form.t(text, { name: email }),
      confirmLabel: form.t(confirmLabel),
    });
    if (asked) return asked;
  }
  if (intent === 'delete') {
    const result = await form.send('people.deleteUser', { params: { id }, body });
    return consoleAnswer(form, result, { to: form.to(USERS_PATH), message: ({ message }) => message });
  }
  if (intent === 'reset') {
    const result = await form.send('people.resetPassword', { params: { id } });
    return consoleAnswer(form, result, { to: back, message: ({ message }) => message });
  }
  const name = intent === 'enable' ? 'people.enableUser' : 'people.disableUser';
  const result = await form.send(name, { params: { id }, body });
  return consoleAnswer(form, result, {
    to: back,
    message: form.t(intent === 'enable' ? 'peopleStateActive' : 'peopleStateDisabled'),
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.user.email ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function User({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { user, history } = loaderData;
  const base = JSON.stringify({ state: user.state });
  const { inlineMessages } = useActionForm(['base']);

  return (
    <section className="console-page people-page" aria-labelledby="user-title" data-testid="console-user">
      <RouteStyles name="console-people" sheet={peopleCss} />
      <p>
        <Link to={to(USERS_PATH)}>{t('peopleUserBack')}</Link>
      </p>
      <header>
        <h1 id="user-title" className="console-page__title">
          {nameOf(user) || t('peopleNoName')}
        </h1>
        <p className="people-page__lead">
          <bdi dir="ltr">{user.email}</bdi> · {t(typeLabels[user.type])} ·{' '}
          <span
            className={`people-badge${user.state === 'disabled' ? ' people-badge--off' : ''}`}
            data-testid="user-state"
          >
            {t(stateLabels[user.state])}
          </span>
        </p>
      </header>

      <dl className="people-record">
        <dt>{t('peopleColumnGroup')}</dt>
        <dd>{user.group?.name ?? '—'}</dd>
        <dt>{t('peopleUserTelephone')}</dt>
        <dd>
          <bdi dir="ltr">{user.telephone ?? '—'}</bdi>
        </dd>
        <dt>{t('peopleUserCity')}</dt>
        <dd>{user.city ?? '—'}</dd>
        {user.companyName ? (
          <>
            <dt>{t('peopleUserCompany')}</dt>
            <dd>{user.companyName}</dd>
          </>
        ) : null}
        <dt>{t('peopleUserLocale')}</dt>
        <dd>{t(user.locale === 'en' ? 'peopleEnglish' : 'peopleArabic')}</dd>
        <dt>{t('peopleUserCreated')}</dt>
        <dd>{formatDay(user.createdAt, locale, timeZone)}</dd>
        {user.disabledAt ? (
          <>
            <dt>{t('peopleUserDisabledSince')}</dt>
            <dd>{formatDay(user.disabledAt, locale, timeZone)}</dd>
          </>
        ) : null}
        <dt>{t('peopleUserVerified')}</dt>
        <dd>{t(user.emailVerified ? 'peopleYes' : 'peopleNo')}</dd>
        <dt>{t('peopleUserOrders')}</dt>
        <dd>{user.orderCount}</dd>
        <dt>{t('peopleUserSessions')}</dt>
        <dd>{user.sessionCount}</dd>
      </dl>

      <StaleSummary />
      <ConfirmStep />
      <FormMessages messages={inlineMessages} />
      {user.isSelf ? (
        <p className="people-note">{t('peopleUserSelf')}</p>
      ) : (
        // one form per action: each destructive button's confirmation is its own form's
        <div className="people-actions" data-testid="user-actions">
          {user.state === 'active' ? (
            <AskingAction intent="disable" base={base} email={user.email} />
          ) : (
            <ActionForm base={base} email={user.email}>
              <button type="submit" name="intent" value="enable" className="button" data-testid="user-enable">
                {t('peopleEnable')}
              </button>
            </ActionForm>
          )}
          <AskingAction intent="reset" base={base} email={user.email} />
          <AskingAction intent="delete" base={base} email={user.email} />
        </div>
      )}
      <RecordHistory history={history} />
    </section>
  );
}

/** One action of the page: the state it was opened with (`base`) and the email its question names. */
function ActionForm({ base, email, children }: { base: string; email: string; children: ReactNode }) {
  return (
    <Form method="post">
      <BaseField base={base} />
      <input type="hidden" name="email" value={email} />
      {children}
    </Form>
  );
}

/** An action asked first (`QUESTIONS`): its own form, its button opening the question that names the email. */
function AskingAction({ intent, base, email }: { intent: keyof typeof QUESTIONS; base: string; email: string }) {
  const { t } = useI18n();
  const [title, text, label] = QUESTIONS[intent];
  return (
    <ActionForm base={base} email={email}>
      <ConfirmButton
        label={t(label)}
        title={t(title)}
        text={t(text, { name: email })}
        confirmLabel={t(label)}
        name="intent"
        value={intent}
        testId={`user-${intent}`}
      />
    </ActionForm>
  );
}
