import { defaultLocale } from '@forum/contract/locale';
import { failureStatus, getServerApi } from '~/api/server-api.ts';
import { INDEXED_GROUPS, siteSections } from '~/utils/site-map.ts';
import type { Route } from './+types/sitemap-xml';
import { sitemapXml } from './seo-documents.ts';
import { siteOrigin } from './site-origin.ts';

/** /sitemap.xml: every public page in both languages, with hreflang alternates and absolute addresses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origin, cacheControl } = siteOrigin(request, context);
  // the titles are not used: any language gives the same addresses
  const result = await getServerApi(context, defaultLocale).call('info.sitemap');
  if (!result.ok) {
    const status = failureStatus(result);
    return new Response(result.errors.map((error) => error.value).join('\n'), {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const urls = siteSections(result.data)
    .filter((section) => INDEXED_GROUPS.includes(section.group))
    .flatMap((section) => section.links);
  return new Response(sitemapXml(origin, urls), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
  });
}
