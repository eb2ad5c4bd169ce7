import type { ErrorItem } from '@forum/contract/envelope';
import type { SessionUser } from '@forum/contract/session';
import { Link, useLocation } from 'react-router';
import { ErrorScreen, MaintenanceScreen, Screen } from '~/components/screens.tsx';
import { loginPathFor } from '~/features/session/login-path.ts';
import { useSession } from '~/features/session/session.tsx';
import { localeOfPath, stripLocale, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { screenTexts } from '~/i18n/screen-texts.ts';

/** Who the screen speaks to: `unknown` until the browser has learned it, and in the server's HTML. */
export type Visitor = 'unknown' | 'guest' | 'customer' | 'exhibitor' | 'staff';

/** The visitor as the session knows them; never guessed (decision 050). */
export function visitorOf({ isKnown, user }: { isKnown: boolean; user: SessionUser | null }): Visitor {
  if (!isKnown) return 'unknown';
  if (!user || user.userType === 'guest') return 'guest';
  return user.userType;
}

/**
 * The screen of a page that could not be shown, inside the site's frame: 403 speaks to the account
 * in hand (a guest is asked to log in, a logged-in visitor to log in as another account), 404 and
 * 503 say what they say to everyone, anything else lists the API's messages. Each offers a way on.
 */
export function ProblemScreen({
  status,
  errors = [],
  isBare,
}: {
  status: number;
  errors?: ErrorItem[];
  /** The root's data is missing: no frame, no texts of the page (`BareProblemScreen`). */
  isBare?: boolean;
}) {
  if (isBare) return <BareProblemScreen status={status} errors={errors} />;
  return <FramedProblemScreen status={status} errors={errors} />;
}

// root.tsx loads this module when a page fails (React.lazy takes its default export)
export default ProblemScreen;

function FramedProblemScreen({ status, errors }: { status: number; errors: ErrorItem[] }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const visitor = visitorOf(useSession());
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const home = (
    <Link to={to('/')} className="button button--ghost">
      {t('backHome')}
    </Link>
  );
  // a plain link to the same address: it reloads without the page's scripts too
  const reload = (isPrimary: boolean) => (
    <a href={here} className={isPrimary ? 'button' : 'button button--ghost'} data-testid="screen-reload">
      {t('reload')}
    </a>
  );

  if (status === 503) {
    return (
      <MaintenanceScreen title={t('maintenanceTitle')} text={t('maintenanceText')}>
        {reload(true)}
      </MaintenanceScreen>
    );
  }
  if (status === 404) {
    return (
      <Screen code={404} title={t('notFoundTitle')} text={t('notFoundText')} testId="not-found">
        <Link to={to('/')} className="button">
          {t('backHome')}
        </Link>
      </Screen>
    );
  }
  if (status === 403) {
    // the API's own words name one kind of account to another: the screen says it for this visitor
    const isLoggedIn = visitor !== 'guest' && visitor !== 'unknown';
    return (
      <Screen
        code={403}
        title={t('screenForbiddenTitle', { visitor })}
        text={t('screenForbiddenText', { visitor })}
        testId="forbidden-screen"
      >
        <Link to={to(loginPathFor(`${stripLocale(pathname)}${search}`))} className="button" data-testid="screen-login">
          {t(isLoggedIn ? 'screenLogInAsAnother' : 'screenLogIn')}
        </Link>
        {home}
      </Screen>
    );
  }
  return (
    <ErrorScreen title={t('errorTitle')} text={t('errorText')} errors={errors}>
      {reload(true)}
      {home}
    </ErrorScreen>
  );
}

/**
 * The last resort, when the root loader itself failed: no frame and no texts of the page, only the few
 * bundled for this screen, in the language of the address; nothing said of the visitor.
 */
function BareProblemScreen({ status, errors }: { status: number; errors: ErrorItem[] }) {
  const texts = screenTexts[localeOfPath(useLocation().pathname)];
  return (
    <main id="main">
      {status === 503 ? (
        <MaintenanceScreen title={texts.maintenanceTitle} text={texts.maintenanceText} />
      ) : (
        <ErrorScreen title={texts.errorTitle} text={texts.errorText} action={texts.reload} errors={errors} />
      )}
    </main>
  );
}
