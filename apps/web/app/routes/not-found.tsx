import { data, Link } from 'react-router';
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
    <div className="container screen" data-testid="not-found">
      <div className="screen__box">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="screen__title">{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <Link to={to('/')} className="button">
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
