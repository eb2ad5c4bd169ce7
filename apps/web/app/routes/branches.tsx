import { mapsLinkOf, telephoneLinkOf } from '@forum/contract/links';
import { PinIcon } from '~/components/icons.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { createTranslator, useI18n } from '~/i18n/i18n.tsx';
import { pageMeta } from '~/utils/seo.ts';
import type { Route } from './+types/branches';
import accountCss from './account/account.css?inline';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { branches: route.need(await route.api.call('branches.list')).items };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root?.site) return [];
  const t = createTranslator(root.messages);
  const siteName = root.site.settings.name;
  return pageMeta({
    title: t('accountPageTitle', { page: t('branchesTitle'), site: siteName }),
    description: t('branchesMetaDescription', { name: siteName }),
    origin: root.origin,
    locale: root.locale,
    path: '/branches',
    siteName,
  });
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { branches } = loaderData;
  return (
    <div className="container section branches">
      <RouteStyles name="account" sheet={accountCss} />
      <header className="account-page__header">
        <h1 className="account-page__title">{t('branchesTitle')}</h1>
        <p className="account-page__lead">{t('branchesLead')}</p>
      </header>
      {branches.length === 0 ? (
        <p className="account-muted">{t('branchesEmpty')}</p>
      ) : (
        <ul className="branch-list">
          {branches.map((branch) => (
            <li key={branch.id} className="branch" data-testid="branch">
              <h2 className="branch__name">{branch.name}</h2>
              <dl className="branch__facts">
                <div>
                  <dt>{t('branchAddress')}</dt>
                  <dd>{branch.address}</dd>
                </div>
                <div>
                  <dt>{t('branchTelephone')}</dt>
                  <dd>
                    <a href={telephoneLinkOf(branch.telephone)} dir="ltr">
                      {branch.telephone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('branchOpeningHours')}</dt>
                  <dd className="branch__hours">{branch.openingHours}</dd>
                </div>
              </dl>
              <a
                href={mapsLinkOf(branch.coordinates)}
                className="button button--ghost branch__map"
                target="_blank"
                rel="noopener noreferrer"
              >
                <PinIcon />
                {t('branchOpenInMaps')}
                <span className="visually-hidden">: {branch.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
