import type { Locale } from './locale.ts';
import { formatNumber } from './money.ts';

/**
 * The small runtime of the site's ICU messages (decision 034). Messages are written in ICU MessageFormat
 * (`{count, plural, one {…} other {…}}`) and compiled by FormatJS's parser on the server
 * (message-compile.ts); pages receive the compiled form and only this file runs in the browser.
 *
 * A compiled message is either a plain string (no ICU syntax: `{name}` placeholders are replaced as
 * they always were) or a list of parts:
 * - a string: literal text
 * - `['a', name, locale]`: a placeholder, written as given (as in plain messages)
 * - `['n', name, locale]`: `{name, number}`, written with the locale's digits and grouping
 * - `['#']`: the number of the nearest plural
 * - `['s', name, options]`: `{name, select, …}`
 * - `['p', name, offset, locale, options, ordinal]`: `{name, plural, …}` / `{name, selectordinal, …}`
 */
export type CompiledPart =
  | string
  | readonly ['a' | 'n', string, Locale]
  | readonly ['#']
  | readonly ['s', string, Readonly<Record<string, readonly CompiledPart[]>>]
  | readonly ['p', string, number, Locale, Readonly<Record<string, readonly CompiledPart[]>>, 0 | 1];

export type CompiledMessage = string | readonly CompiledPart[];

export type MessageValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: Locale, ordinal: 0 | 1, value: number): string {
  const id = `${locale}${ordinal}`;
  let rules = pluralRules.get(id);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'ar' ? 'ar-SA' : 'en-SA', { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(id, rules);
  }
  return rules.select(value);
}

function written(value: string | number | undefined, locale: Locale): string {
  return typeof value === 'number' ? formatNumber(value, locale) : String(value ?? '');
}

function formatParts(
  parts: readonly CompiledPart[],
  values: MessageValues,
  pound: { value: number; locale: Locale } | null,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    switch (part[0]) {
      case '#':
        out += pound ? formatNumber(pound.value, pound.locale) : '#';
        break;
      case 'a':
        out += part[1] in values ? String(values[part[1]]) : `{${part[1]}}`;
        break;
      case 'n':
        out += part[1] in values ? written(values[part[1]], part[2]) : `{${part[1]}}`;
        break;
      case 's': {
        const options = part[2];
        const chosen = options[String(values[part[1]])] ?? options.other ?? [];
        out += formatParts(chosen, values, pound);
        break;
      }
      case 'p': {
        const [, name, offset, locale, options, ordinal] = part;
        const value = Number(values[name]);
        const chosen =
          options[`=${value}`] ?? options[pluralCategory(locale, ordinal, value - offset)] ?? options.other ?? [];
        out += formatParts(chosen, values, { value: value - offset, locale });
        break;
      }
    }
  }
  return out;
}

/** Writes a compiled message with its values. */
export function formatCompiled(message: CompiledMessage, values?: MessageValues): string {
  if (typeof message === 'string') {
    if (!values) return message;
    return message.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  }
  return formatParts(message, values ?? {}, null);
}

/**
 * A wait in the unit a person would say: under a minute in seconds, under an hour in minutes (and an
 * hour and a half as 90 minutes), then in hours (rounded up, so the wait is never shorter than said). Messages read `unit` with a select and
 * `wait` with a plural.
 */
export function durationValues(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; wait: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: 'seconds', wait: whole };
  const minutes = Math.ceil(whole / 60);
  // an hour and a half reads better as 90 minutes; whole hours and longer waits in hours
  if (minutes < 60 || (minutes < 120 && minutes % 60 !== 0)) return { unit: 'minutes', wait: minutes };
  return { unit: 'hours', wait: Math.ceil(minutes / 60) };
}
