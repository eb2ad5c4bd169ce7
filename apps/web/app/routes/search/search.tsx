import { type SearchGroup, searchGroups } from '@forum/contract/catalogue-rules';
import { formatNumber } from '@forum/contract/money';
import type { SearchHit } from '@forum/contract/search';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { Thumbnail } from '~/components/thumbnail.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import { pageMeta, pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/search';
import { splitHighlights } from './highlight.ts';
import searchCss from './search.css?inline';
import { SearchBox } from './search-box.tsx';

/** The words of ?q=, trimmed; the address carries them so that a search can be shared. */
function queryOf(request: Request): string {
  return (new URL(request.url).searchParams.get('q') ?? '').trim();
}

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const query = queryOf(args.request);
  // nothing typed yet: the page asks for words instead of sending the API a blank search (a 400)
  if (!query) return { query, result: null };
  return { query, result: route.need(await route.api.call('search.site', { query: { q: query } })) };
}

export const handle = pageAt('search');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t, site }, loaderData) => {
    if (loaderData.query) {
      // results pages are endless variations of one page: they are not for search engines
      return [
        { title: t('searchPageTitle', { page: t('searchTitleFor', { query: loaderData.query }), site }) },
        { name: 'robots', content: 'noindex, follow' },
      ];
    }
    return pageMeta({
      title: t('searchPageTitle', { page: t('searchTitle'), site }),
      description: t('searchPrompt'),
      origin: root.origin,
      locale: root.locale,
      path: '/search',
      siteName: site,
    });
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { query, result } = loaderData;
  return (
    <div className="container section search-page" data-testid="search-page">
      <RouteStyles name="search" sheet={searchCss} />
      <Breadcrumbs />
      <h1 className="search-page__title">{query ? t('searchTitleFor', { query }) : t('searchTitle')}</h1>
      {/* the key starts the box afresh when the address's words change (back, forward, a link) */}
      <SearchBox key={query} initialQuery={query} />
      {!result ? (
        <p className="search-page__prompt">{t('searchPrompt')}</p>
      ) : result.total === 0 ? (
        <p className="search-page__none" role="status" data-testid="search-none">
          {t('noResult')}
        </p>
      ) : (
        <>
          <p className="search-page__found" role="status" data-testid="search-found">
            {t('searchFound', { count: result.total, query })}
          </p>
          {searchGroups
            .filter((group) => result.groups[group].length > 0)
            .map((group) => (
              <ResultGroup
                key={group}
                group={group}
                hits={result.groups[group]}
                count={result.counts[group]}
                query={query}
              />
            ))}
        </>
      )}
    </div>
  );
}

function ResultGroup({
  group,
  hits,
  count,
  query,
}: {
  group: SearchGroup;
  hits: SearchHit[];
  count: number;
  query: string;
}) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const titleId = `search-group-${group}`;
  return (
    <section className="search-group" aria-labelledby={titleId} data-testid="search-group" data-group={group}>
      <header className="search-group__header">
        <h2 id={titleId} className="search-group__title">
          {t(`searchGroup_${group}`)}
        </h2>
        <span className="search-group__count">
          {t('searchGroupCount', { shown: formatNumber(hits.length, locale), count: formatNumber(count, locale) })}
        </span>
      </header>
      <ul className="search-hits">
        {hits.map((hit) => (
          <SearchHitItem key={hit.id} hit={hit} />
        ))}
      </ul>
      {group === 'products' && count > hits.length && (
        <Link className="link-arrow" to={to(`/products?q=${encodeURIComponent(query)}`)}>
          {t('searchMoreProducts')}
        </Link>
      )}
    </section>
  );
}

function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  return (
    <li className="search-hit" data-testid="search-hit">
      <Thumbnail src={hit.imageUrl} size={72} />
      <div className="search-hit__body">
        <h3 className="search-hit__title">
          <Link to={to(hit.path)} className="search-hit__link card-link">
            <Marked text={hit.title} ranges={hit.highlights.title} />
          </Link>
        </h3>
        {hit.date && <p className="search-hit__date">{formatDay(hit.date, locale, timeZone)}</p>}
        {hit.excerpt && (
          <p className="search-hit__excerpt">
            <Marked text={hit.excerpt} ranges={hit.highlights.excerpt} />
          </p>
        )}
      </div>
    </li>
  );
}

function Marked({ text, ranges }: { text: string; ranges: SearchHit['highlights']['title'] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((segment, index) =>
        // the segments of one text never move: their position is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        segment.isMatch ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
