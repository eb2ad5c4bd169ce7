import { defaultLocale, isLocale, type Locale } from '@forum/contract/locale';
import type { FastifyRequest } from 'fastify';

/** The language of every message in an answer: the LOCALE-CODE header, Arabic by default. */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['locale-code'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isLocale(value) ? value : defaultLocale;
}
