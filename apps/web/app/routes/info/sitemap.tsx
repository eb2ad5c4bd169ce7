import { Link } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import { createTranslator, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { type SiteSection, siteSections } from '~/utils/site-map.ts';
import type { Route } from './+types/sitemap';
import { PageHeader } from './info-layout.tsx';
import { infoMeta } from './info-meta.ts';

const PATH = '/sitemap';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { sections: siteSections(route.need(await route.api.call('info.sitemap'))) };
}

export const handle = pageAt('sitemap');

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root?.site) return [];
  const t = createTranslator(root.messages);
  return infoMeta(matches, {
    title: t('sitemapTitle'),
    description: t('sitemapDescription', { site: root.site.settings.name }),
    path: PATH,
  });
}

/** Every page of the site in the page's language, grouped by area, with a table of the areas on top. */
export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sections = loaderData.sections.filter((section) => section.links.length > 0);
  return (
    <>
      <PageHeader title={t('sitemapTitle')} lead={t('sitemapLead')}>
        <nav aria-labelledby="sitemap-areas" className="sitemap-areas">
          <h2 id="sitemap-areas" className="visually-hidden">
            {t('sitemapTitle')}
          </h2>
          <ul>
            {sections.map((section) => (
              <li key={section.group}>
                <a href={`#sitemap-${section.group}`}>{t(`sitemapGroup_${section.group}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="container section sitemap" data-testid="sitemap">
        {sections.map((section) => (
          <SitemapGroup key={section.group} section={section} />
        ))}
      </div>
    </>
  );
}

function SitemapGroup({ section }: { section: SiteSection }) {
  const { t } = useI18n();
  const to = useLocalePath();
  const id = `sitemap-${section.group}`;
  return (
    <section className="sitemap__group" aria-labelledby={id} data-testid="sitemap-group">
      <h2 id={id} className="sitemap__title" tabIndex={-1}>
        {t(`sitemapGroup_${section.group}`)}
      </h2>
      <ul className={`sitemap__links${section.links.length > 12 ? ' sitemap__links--columns' : ''}`}>
        {section.links.map((link) => (
          <li key={link.path}>
            <Link to={to(link.path)}>{link.title ?? (link.label ? t(link.label) : link.path)}</Link>
            {link.note ? <span className="sitemap__note"> ({t(link.note)})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
