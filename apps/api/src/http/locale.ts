import { defaultLocale, isLocale, type Locale } from '@forum/contract/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in the answer, read once from LOCALE-CODE before anything else runs. */
    locale: Locale;
  }
}

/** The language a request asks for: the LOCALE-CODE header, Arabic by default. */
function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['locale-code'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isLocale(value) ? value : defaultLocale;
}

/**
 * Resolves `request.locale` once per request, in the server's first hook: every later hook, route and
 * error (a refusal in a hook included) answers in that language.
 */
export function installLocale(app: FastifyInstance) {
  app.decorateRequest('locale', defaultLocale);
  app.addHook('onRequest', async (request) => {
    request.locale = localeOf(request);
  });
}
