import { getServerApi, loadFailure } from '~/api/server-api.ts';
import { localeOfPath } from '~/i18n/i18n.tsx';

/** Every workshop of the forum (the programme fits on one page), for the list and the day-by-day view. */
export async function loadWorkshops(request: Request, context: unknown) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await getServerApi(context, locale).call('workshops.list', { query: { perPage: 100 } });
  if (!result.ok) loadFailure(result);
  return { workshops: result.data.items };
}
