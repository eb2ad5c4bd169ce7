import type { Dashboard as DashboardData } from '@forum/contract/console/frame';
import { Link } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/dashboard';

/**
 * The cards of the dashboard, in order: each count opens its list, filtered to what the count counts
 * (docs/product/console.md names these addresses for the parts that build the lists).
 */
const cards: { count: keyof DashboardData['counts']; label: MessageKey; path: string }[] = [
  { count: 'exhibitorsWaiting', label: 'consoleFrameCardExhibitors', path: '/admin/exhibitors?status=waiting' },
  { count: 'reviewsPending', label: 'consoleFrameCardReviews', path: '/admin/reviews?status=pending' },
  { count: 'contactOpen', label: 'consoleFrameCardContact', path: '/admin/contact-messages?status=open' },
  { count: 'sponsorshipRecent', label: 'consoleFrameCardSponsorship', path: '/admin/sponsorship-requests' },
];

export const handle = pageAt('console');

/** The counts the staff member's group may read (the API answers null for the others). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return route.need(await route.api.call('admin.dashboard'));
}

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('consoleFrameDashboardTitle'));
}

export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const shown = cards.flatMap((card) => {
    const count = loaderData.counts[card.count];
    return count === null ? [] : [{ ...card, value: count }];
  });
  return (
    <section aria-labelledby="console-dashboard-title" data-testid="console-dashboard">
      <h1 id="console-dashboard-title" className="console-page__title">
        {t('consoleFrameDashboardTitle')}
      </h1>
      <p>{shown.length > 0 ? t('consoleFrameDashboardLead') : t('consoleFrameDashboardNone')}</p>
      {shown.length > 0 && (
        <ul className="console-cards">
          {shown.map((card) => (
            <li key={card.count}>
              <Link to={to(card.path)} className="console-card" data-testid={`dashboard-${card.count}`}>
                <span className="console-card__count">
                  {card.value.toLocaleString(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en')}
                </span>
                <span>{t(card.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
