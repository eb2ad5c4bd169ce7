import { data, Link } from 'react-router';
import { Screen } from '~/components/screens.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/not-found';

/** The page answers a real 404, so crawlers drop the address. */
export function loader(args: Route.LoaderArgs) {
  return data({ title: openRoute(args).t('notFoundMetaTitle') }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container">
      <Screen code={404} title={t('notFoundTitle')} text={t('notFoundText')} testId="not-found">
        <Link to={to('/')} className="button">
          {t('backHome')}
        </Link>
      </Screen>
    </div>
  );
}
