import { endpointPaths } from '@forum/contract/endpoint-paths';
import { en } from '~/i18n/en.ts';
import { createTranslator } from '~/i18n/i18n.tsx';
import { type ApiClientOptions, createApiClient } from './client.ts';

/** What the client under test sent: each request's address and options. */
export type Sent = { url: string; init: RequestInit };

/** An API client for the tests: `answer` plays the server, `sent` keeps what it was sent. */
export function clientWith(
  answer: (sent: Sent) => Response | Promise<Response>,
  extra: Partial<ApiClientOptions<typeof endpointPaths>> = {},
) {
  const sent: Sent[] = [];
  const client = createApiClient({
    routes: endpointPaths,
    locale: 'en',
    t: createTranslator(en),
    fetch: async (url, init) => {
      sent.push({ url, init });
      return answer({ url, init });
    },
    ...extra,
  });
  return { client, sent };
}

/** JSON the test server answers with. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
