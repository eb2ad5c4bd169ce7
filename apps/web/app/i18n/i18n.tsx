import { defaultLocale, directionOf, isLocale, type Locale } from '@forum/contract/locale';
import type { CompiledMessage } from '@forum/contract/message-format';
import { formatCompiled } from '@forum/contract/message-format';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MessageKey } from './en.ts';

/** A catalogue as pages receive it: each message plain or compiled from ICU syntax (decision 034). */
// (a compiled message's parts are opaque here: written out in the loader data's type, they would make
// the root loader's type too long for the compiler to name)
export type PageMessages = { readonly [K in MessageKey]: string | readonly unknown[] };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * `t(key, values)`: a message of the page's catalogue with its values. Messages holding a number are ICU
 * plurals compiled on the server (decision 034); `t('searchFound', { count, query })` picks the form.
 */
export function createTranslator(messages: PageMessages): Translate {
  // compiled by message-compile.ts on the server, so of its shape
  return (key, params) => formatCompiled((messages[key] ?? key) as CompiledMessage, params);
}

type I18n = { locale: Locale; dir: 'rtl' | 'ltr'; t: Translate };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, dir: directionOf(locale), t: createTranslator(messages) }),
    [locale, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** The locale of a path: its first segment when that is a locale code, Arabic otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLocale(first)) return pathname || '/';
  return pathname.slice(first.length + 1) || '/';
}

/** A site path in a language: Arabic, the default, has no prefix; English lives under /en. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Links inside the site keep the page's language. */
export function useLocalePath(): (path: string) => string {
  const { locale } = useI18n();
  return (path) => localePath(locale, path);
}
