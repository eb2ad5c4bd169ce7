import { localeOfPath } from '~/i18n/i18n.tsx';
import { getServerApi, loadFailure } from './server-api.ts';

/** The categories a company may choose (registration, profile), in the page's language. */
export async function loadExhibitorCategories(request: Request, context: unknown) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await getServerApi(context, locale).call('exhibition.categories');
  if (!result.ok) loadFailure(result);
  return { categories: result.data.items };
}
