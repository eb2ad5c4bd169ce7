import { Form, Link, useSearchParams } from 'react-router';
import { FormMessages, SubmitButton } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import peopleCss from '~/features/console/people/people.css?inline';
import { nameOf, stateLabels, typeLabels, USERS_PATH, userPath } from '~/features/console/people/people-data.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/user';

/** The actions of a user's page that ask first: `?confirm=disable` shows the question, scripts or not. */
const confirmed = ['disable', 'reset', 'delete'] as const;
type Confirmed = (typeof confirmed)[number];

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = Number(route.id(args.params.id));
  const user = route.need(await route.api.call('people.user', { params: { id } }), { notFound: [400, 404] });
  return { user };
}

/**
 * Disable, enable, reset the password, delete (decision 066). The form carries the state the page was
 * opened with (`base`): a change made meanwhile by someone else is refused, not overwritten.
 */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  const intent = form.text('intent');
  const body = { base: form.text('base') || undefined };
  const back = form.to(userPath(id));
  if (intent === 'delete') {
    const result = await form.send('people.deleteUser', { params: { id }, body });
    return form.answer(result, { to: form.to(USERS_PATH), message: ({ message }) => message, refusedTo: back });
  }
  if (intent === 'reset') {
    const result = await form.send('people.resetPassword', { params: { id } });
    return form.answer(result, { to: back, message: ({ message }) => message, refusedTo: back });
  }
  const name = intent === 'enable' ? 'people.enableUser' : 'people.disableUser';
  const result = await form.send(name, { params: { id }, body });
  return form.answer(result, {
    to: back,
    message: form.t(intent === 'enable' ? 'peopleStateActive' : 'peopleStateDisabled'),
    refusedTo: back,
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.user.email ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function User({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const [searchParams] = useSearchParams();
  const { user } = loaderData;
  const asked = searchParams.get('confirm');
  const confirming = (confirmed as readonly string[]).includes(asked ?? '') ? (asked as Confirmed) : null;
  const base = JSON.stringify({ state: user.state });
  const { formRef, onSubmit, isSubmitting, inlineMessages } = useActionForm([]);
  const here = to(userPath(user.id));
  const questions: Record<Confirmed, { title: string; text: string; label: string }> = {
    disable: {
      title: t('peopleDisableTitle'),
      text: t('peopleDisableText', { name: user.email }),
      label: t('peopleDisable'),
    },
    reset: { title: t('peopleResetTitle'), text: t('peopleResetText', { name: user.email }), label: t('peopleReset') },
    delete: {
      title: t('peopleDeleteTitle'),
      text: t('peopleDeleteText', { name: user.email }),
      label: t('peopleDelete'),
    },
  };

  return (
    <section className="people-page" aria-labelledby="user-title" data-testid="console-user">
      <RouteStyles name="console-people" css={peopleCss} />
      <p>
        <Link to={to(USERS_PATH)}>{t('peopleUserBack')}</Link>
      </p>
      <header className="people-page__header">
        <div>
          <h1 id="user-title" className="people-page__title">
            {nameOf(user) || t('peopleNoName')}
          </h1>
          <p className="people-page__lead">
            <span className="people-ltr">{user.email}</span> · {t(typeLabels[user.type])} ·{' '}
            <span
              className={`people-badge${user.state === 'disabled' ? ' people-badge--off' : ''}`}
              data-testid="user-state"
            >
              {t(stateLabels[user.state])}
            </span>
          </p>
        </div>
      </header>

      <dl className="people-record">
        <dt>{t('peopleColumnGroup')}</dt>
        <dd>{user.group?.name ?? '—'}</dd>
        <dt>{t('peopleUserTelephone')}</dt>
        <dd className="people-ltr">{user.telephone ?? '—'}</dd>
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

      <FormMessages messages={inlineMessages} />
      {user.isSelf ? (
        <p className="people-note">{t('peopleUserSelf')}</p>
      ) : confirming ? (
        <Form
          method="post"
          ref={formRef}
          onSubmit={onSubmit}
          className="people-confirm"
          role="alertdialog"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
          data-testid="user-confirm"
        >
          <h2 id="confirm-title" className="people-confirm__title">
            {questions[confirming].title}
          </h2>
          <p id="confirm-text">{questions[confirming].text}</p>
          <input type="hidden" name="intent" value={confirming} />
          <input type="hidden" name="base" value={base} />
          <div className="people-actions">
            <SubmitButton isSubmitting={isSubmitting}>{questions[confirming].label}</SubmitButton>
            <Link to={here} className="button button--ghost" replace>
              {t('peopleCancel')}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="people-actions">
          {user.state === 'active' ? (
            <Link to={`${here}?confirm=disable`} className="button button--danger" data-testid="user-disable">
              {t('peopleDisable')}
            </Link>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="enable" />
              <input type="hidden" name="base" value={base} />
              <button type="submit" className="button" data-testid="user-enable">
                {t('peopleEnable')}
              </button>
            </Form>
          )}
          <Link to={`${here}?confirm=reset`} className="button button--ghost">
            {t('peopleReset')}
          </Link>
          <Link to={`${here}?confirm=delete`} className="button button--danger">
            {t('peopleDelete')}
          </Link>
        </div>
      )}
    </section>
  );
}
